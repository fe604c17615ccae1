import { MapPin } from "lucide-react";
import type { MeetingPlace } from "~/content/schemas/tours";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/en";
import type { MeetingPartsWords, MeetingPointWords } from "~/lib/i18n/en-pages";
import { meetingPointWords } from "~/lib/i18n/pages/meeting-point";
import { DayOfContact } from "../contact/day-of-contact";
import { Picture } from "../ui/picture";
import { DirectionsLink, MeetingAddress, SubwayStations } from "./meeting-point-parts";

type MeetingPointCardProps = {
  place: MeetingPlace;
  /** The tour it belongs to, for the heading and the directions link's name. */
  tourTitle: string;
  /** The id of the card's heading (one card per page). */
  headingId?: string;
  /** The card's words in the page's language (a Spanish page's from its loader data); English by default. */
  words?: MeetingPointWords;
  /** Its parts' words in another language (a Spanish page's); their English is inline in them. */
  partWords?: MeetingPartsWords;
  className?: string;
};

/**
 * Where a public tour starts (issue 31 item 1): the place, what to look for,
 * the address and cross streets, the nearest stations with their line bullets,
 * a photo and a plain maps link with the coordinates (no map script), and
 * the number to call on the day (issue 41 item 6; the e-mail while it is a sample).
 */
export function MeetingPointCard({
  place,
  tourTitle,
  headingId = "meeting-point-heading",
  words = meetingPointWords,
  partWords,
  className,
}: MeetingPointCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("card grid overflow-hidden md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]", className)}
      data-testid="meeting-point"
    >
      <figure className="m-0">
        <Picture
          image={place.photo}
          alt={place.photoAlt}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[3/2] w-full md:h-full"
          imgClassName="size-full object-cover md:h-full"
        />
        {place.photoNote && <figcaption className="px-4 py-2 text-xs text-ink-600">{place.photoNote}</figcaption>}
      </figure>
      <div className="p-6">
        <p className="eyebrow">
          {words.eyebrowBefore}
          {tourTitle}
        </p>
        <h2 id={headingId} className="mt-1 text-2xl font-semibold">
          {place.name}
        </h2>
        <p className="mt-3 text-ink-700">{place.landmark}</p>
        <MeetingAddress place={place} className="mt-4" />
        <SubwayStations stations={place.stations} words={partWords} className="mt-5" />
        <DirectionsLink place={place} words={partWords} className="btn btn-secondary mt-6" />
        <div className="mt-6 border-t border-ink-900/10 pt-4">
          <h3 className="font-sans text-base font-semibold">{words.runningLate}</h3>
          <DayOfContact mailSubject={format(words.mailSubject, { title: tourTitle })} words={partWords} />
        </div>
      </div>
    </section>
  );
}

/**
 * The meeting point as text: the private tour's stand-in for the card (the meeting point is agreed with the
 * group), and a Spanish page's, with what to look for (`detail`) under it.
 */
export function MeetingPointArranged({
  text,
  detail,
  heading = "Meeting point",
  headingId = "meeting-point-heading",
  className,
}: {
  text: string;
  detail?: string | null;
  heading?: string;
  headingId?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={cn("card p-6", className)} data-testid="meeting-point">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold">
        <MapPin aria-hidden className="size-6 text-brick-600" />
        {heading}
      </h2>
      <p className="mt-2 text-ink-700">{text}</p>
      {detail && <p className="mt-2 text-ink-700">{detail}</p>}
    </section>
  );
}
