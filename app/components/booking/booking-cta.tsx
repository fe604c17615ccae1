import { Link } from "react-router";
import { InEnglish } from "~/components/layout/in-english";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { ReserveButton } from "./reserve-button";

type BookingCtaProps = {
  heading: string;
  text: string;
  /** The link to /contact, in the page's language. */
  askLabel?: string;
};

/**
 * The closing call to action: reserve (to /booking) or ask a question. From a Spanish page the question goes to the
 * English /contact, marked (en inglés).
 */
export function BookingCta({ heading, text, askLabel = "Ask a Question" }: BookingCtaProps) {
  const contact = useLinkFor()("/contact");
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
          <Link to={contact.href} className="btn btn-on-dark btn-lg">
            {askLabel}
            <InEnglish shown={contact.inEnglish} />
          </Link>
        </div>
      </div>
    </section>
  );
}
