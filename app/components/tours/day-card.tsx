import { ArrowLeft, Printer } from "lucide-react";
import { lazySection } from "~/lib/render/hydration";
import { Link } from "react-router";
import type { MeetingPlace } from "~/content/schemas/tours";
import { useHydrated } from "~/lib/render/hydration";
import type { DayContact } from "~/lib/domain/day-phone";
import type { SingleVariant } from "~/lib/images/single-variant";
import { format } from "~/lib/i18n/en";
import type { MeetingPartsWords, RouteMapWords, SaveDayCardWords, TourDayWords } from "~/lib/i18n/en-pages";
import { tourDayWords } from "~/lib/i18n/pages/tour-day";
import { DayOfContact } from "../contact/day-of-contact";
import type { CalendarWalk } from "./add-to-calendar";
import { DirectionsLink, MeetingAddress, SubwayStations } from "./meeting-point-parts";
import { PolicyLine } from "./policy-line";
import type { RouteMapData } from "./route-map";
import { WalkLanguageLine } from "./walk-language-line";

// The save control works after hydration only: its code stays out of the card's first load.
const SaveDayCard = lazySection(() => import("./save-day-card").then((module) => ({ default: module.SaveDayCard })));
// The map is drawn in the server's HTML, which stays until this code arrives: nothing of it in the first load.
const RouteMap = lazySection(() => import("./route-map").then((module) => ({ default: module.RouteMap })));
const AddToCalendar = lazySection(() =>
  import("./add-to-calendar").then((module) => ({ default: module.AddToCalendar })),
);
// The weather for the walk (issue 43 item 2): its line reserved in the HTML, filled after the first paint.
const ForecastLine = lazySection(() => import("../status/forecast-line"));

export type DayCardData = {
  path: string;
  /** The tour's slug: the page's live data (the forecast) is asked for by it. */
  slug: string;
  tourTitle: string;
  tourPath: string;
  schedule: string;
  place: MeetingPlace;
  photo: SingleVariant;
  policyLine: string;
  /** The number for the day, or the e-mail while the number is a sample (lib/domain/day-phone.ts). */
  contact: DayContact;
  /** The walk's details for "Add to calendar". */
  calendar: CalendarWalk;
  /** The walk drawn as a map (issue 43 item 1): worked out by the loader, drawn without script. */
  route: RouteMapData;
};

/**
 * The card in another language (a Spanish card's, from its loader data): its words, its parts' and the save
 * control's, the tour's name as a sentence says it ("el Distrito Financiero", in the heading and the link back) and
 * in which language the walk is guided, under the policy line. The English card has none of it.
 */
export type DayCardTranslation = {
  words: TourDayWords;
  partWords: MeetingPartsWords;
  saveWords: SaveDayCardWords;
  routeWords: RouteMapWords;
  tourName: string;
  walkLanguage: string;
};

/**
 * The tour-day card (issue 31 item 6): what a visitor needs at 9:58 on the day,
 * on one page. One photo file (the one the save control stores), the meeting
 * point's parts shared with the tour page's card, the route map, how to reach us and the
 * policy line. In print only the card shows, on one A5 sheet (app/styles/app.css).
 * It holds the tour's public details only: nothing about the visitor.
 */
export function DayCard({ card, translation }: { card: DayCardData; translation?: DayCardTranslation }) {
  const { place, photo } = card;
  const words = translation?.words ?? tourDayWords;
  const partWords = translation?.partWords;
  const name = translation?.tourName ?? card.tourTitle;
  return (
    <article aria-labelledby="day-card-heading" className="day-card container-page max-w-2xl py-8 sm:py-12">
      <p className="eyebrow">
        {words.eyebrowBefore}
        {card.schedule}
      </p>
      <h1 id="day-card-heading" className="mt-1 text-display-md font-semibold">
        {words.headingBefore}
        {name}
        {words.headingAfter}
      </h1>
      <figure className="day-card-photo mt-5">
        <img
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={place.photoAlt}
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-card bg-parchment-200 object-cover"
        />
        {place.photoNote && <figcaption className="mt-1 text-xs text-ink-600">{place.photoNote}</figcaption>}
      </figure>

      <section aria-labelledby="day-card-meeting" className="day-card-meeting mt-6">
        <h2 id="day-card-meeting" className="text-2xl font-semibold">
          <span className="block font-sans text-sm font-semibold tracking-wide text-brick-700 uppercase">
            {words.meetingPoint}
          </span>
          {place.name}
        </h2>
        <p className="mt-2 text-ink-700">{place.landmark}</p>
        <MeetingAddress place={place} className="mt-4" />
        <SubwayStations stations={place.stations} words={partWords} className="mt-5" />
        <DirectionsLink place={place} words={partWords} className="btn btn-secondary mt-5 print:hidden" />
      </section>

      <RouteMap
        route={card.route}
        words={translation?.routeWords}
        headingId="day-card-route"
        compact
        className="mt-6 border-t border-ink-900/10 pt-5"
      />

      <section aria-labelledby="day-card-contact" className="mt-6 border-t border-ink-900/10 pt-5">
        <h2 id="day-card-contact" className="font-sans text-base font-semibold">
          {words.runningLate}
        </h2>
        <p className="mt-1 text-ink-700">
          {card.contact.kind === "phone" ? words.callUs : words.emailUs}
          {words.guideAnswers}
        </p>
        <DayOfContact
          contact={card.contact}
          mailSubject={format(words.mailSubject, { title: card.tourTitle })}
          words={partWords}
        />
      </section>

      <PolicyLine text={card.policyLine} className="mt-4" />
      <ForecastLine tour={card.slug} className="mt-1" />
      {translation && <WalkLanguageLine text={translation.walkLanguage} className="mt-1" />}
      <p className="mt-3 text-xs text-ink-600">{words.publicOnly}</p>

      <div className="mt-6 flex flex-wrap items-start gap-x-3 print:hidden">
        <SaveDayCard cardPath={card.path} photoSrc={photo.src} linkToCard={false} words={translation?.saveWords} />
        <PrintButton label={words.print} />
      </div>
      <AddToCalendar walk={card.calendar} words={words.calendar} />
      <Link
        to={card.tourPath}
        className="mt-6 inline-flex min-h-11 items-center gap-1.5 text-brick-700 underline underline-offset-2 print:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {words.backBefore}
        {name}
        {words.backAfter}
      </Link>
    </article>
  );
}

/** Prints the card (browser-only: without JavaScript the browser's own Print does the same). */
function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" />
      {label}
    </button>
  );
}
