import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { lazySection } from "~/lib/render/hydration";
import { Link } from "react-router";
import { InEnglish } from "~/components/layout/in-english";
import { Picture } from "~/components/ui/picture";
import { factLabels } from "~/content/site-facts";
import type { HomePage } from "~/content/schemas/home";
import type { HomeWords } from "~/lib/i18n/en-pages";
import { useLinkFor, useLocale } from "~/lib/i18n/use-locale";

const LocalTimeNote = lazySection(
  () => import("~/components/tours/local-time-note"),
  <span className="block min-h-5" />,
);

/** One public tour as the home page's card shows it (tours.yaml). */
export type AvailabilityTour = {
  slug: string;
  title: string;
  /** The name as a sentence says it ("the Financial District"). */
  nameInSentence: string;
  itemId: number;
  image: string;
  imageAlt: string;
  days: string;
  time: string;
  /** How the card writes the days and the time in another language ("Fines de semana", "10:00 a. m."); the schedule's own words without. */
  shown?: { days: string; time: string };
};

/**
 * "When we walk" (SPEC §2 Home "tour availability"): the three public walks as
 * cards (issue 34 item 5), high on the page so a phone shows them within its
 * first three screens. Each card: the tour's art, name, day and time, price and
 * length (site facts), "View tour" and a booking link; the band keeps the spec's
 * "Check Available Dates" link to /booking. On a phone the art is a thumbnail
 * beside the text, so the three cards take about one screen.
 */
export function TourAvailability({
  heading,
  intro,
  linkLabel,
  tours,
  words: t,
  facts = { price: factLabels.price, duration: factLabels.duration },
}: HomePage["availability"] & {
  tours: readonly AvailabilityTour[];
  /** The cards' words in the page's language (app/lib/i18n/pages/home.ts). */
  words: HomeWords["availability"];
  /** The price and the length as the page's language writes them ("{price}", "{hours} horas"). */
  facts?: { price: string; duration: string };
}) {
  const linkFor = useLinkFor();
  const locale = useLocale();
  const booking = linkFor("/booking").href;
  return (
    <section aria-labelledby="availability-heading" className="bg-ink-900 py-12 text-white md:py-16">
      <div className="container-page">
        <h2 id="availability-heading" className="text-display-md font-semibold text-white">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-parchment-200">{intro}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {tours.map((tour) => {
            const details = linkFor(`/tours/${tour.slug}`);
            return (
              <li
                key={tour.slug}
                className="grid grid-cols-[6.5rem_1fr] overflow-hidden rounded-card bg-white text-ink-800 shadow-lift md:grid-cols-1"
              >
                <Picture
                  image={tour.image}
                  alt={tour.imageAlt}
                  sizes="(min-width: 1024px) 360px, (min-width: 768px) 30vw, 104px"
                  className="h-full min-h-36 md:aspect-[3/2] md:min-h-0"
                  imgClassName="size-full object-cover"
                />
                <div className="flex flex-col gap-1.5 p-4 md:p-5">
                  <h3 className="text-xl font-semibold">{tour.title}</h3>
                  <p className="flex items-center gap-1.5 text-sm text-ink-700">
                    <CalendarDays aria-hidden className="size-4 shrink-0 text-brick-600" />
                    <WalkTime {...(tour.shown ?? tour)} words={t} />
                  </p>
                  {/* The visitor's own time, after the scripts run, in a line reserved in the HTML (no shift). */}
                  <LocalTimeNote
                    schedule={tour}
                    locale={locale === "en" ? undefined : locale}
                    className="pl-5.5 text-sm text-ink-600"
                  />
                  <p className="flex items-center gap-1.5 text-sm text-ink-700">
                    <Clock aria-hidden className="size-4 shrink-0 text-brick-600" />
                    <span>
                      <span className="font-semibold text-ink-900">{facts.price}</span> · {facts.duration}
                    </span>
                  </p>
                  <div className="mt-auto flex flex-wrap gap-x-2 pt-1">
                    <Link
                      to={details.href}
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brick-700 underline underline-offset-4"
                    >
                      {t.viewTour}
                      <span className="sr-only">
                        {t.viewTourBefore}
                        {tour.nameInSentence}
                      </span>
                      <InEnglish shown={details.inEnglish} />
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                    <Link
                      to={linkFor(`/booking?itemId=${tour.itemId}`).href}
                      className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-ink-900 underline underline-offset-4"
                    >
                      {t.book}
                      <span className="sr-only">
                        {t.bookBefore}
                        {tour.title}
                        {t.bookAfter}
                      </span>
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <Link to={booking} className="btn btn-primary btn-lg mt-8">
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}

/** "Weekends, **10:00 AM** New York time"; "Fines de semana, **10:00 a. m.**, hora de Nueva York". */
function WalkTime({ days, time, words }: { days: string; time: string; words: HomeWords["availability"] }) {
  return (
    <span>
      {days}, <span className="font-semibold text-ink-900">{time}</span>
      {words.zoneBefore}
      {words.newYorkTime}
    </span>
  );
}
