import { Link } from "react-router";
import { ReserveButton } from "./reserve-button";

type BookingCtaProps = { heading: string; text: string };

/** The closing call to action: reserve (to /booking) or ask a question. */
export function BookingCta({ heading, text }: BookingCtaProps) {
  return (
    <section aria-labelledby="booking-cta-heading" className="bg-ink-900 py-16 text-white">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="booking-cta-heading" className="text-display-md font-semibold text-white">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-parchment-200">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ReserveButton />
          <Link to="/contact" className="btn btn-on-dark btn-lg">
            Ask a Question
          </Link>
        </div>
      </div>
    </section>
  );
}
