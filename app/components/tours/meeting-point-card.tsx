import { MapPin, Navigation, TrainFront } from "lucide-react";
import type { MeetingPlace } from "~/content/schemas/tours";
import { directionsUrl } from "~/lib/domain/directions";
import { cn } from "~/lib/cn";
import { Picture } from "../ui/picture";
import { SubwayBullet } from "./subway-bullet";

type MeetingPointCardProps = {
  place: MeetingPlace;
  /** The tour it belongs to, for the heading and the directions link's name. */
  tourTitle: string;
  /** The id of the card's heading (one card per page). */
  headingId?: string;
  className?: string;
};

/**
 * Where a public tour starts (issue 31 item 1): the place, what to look for,
 * the address and cross streets, the nearest stations with their line bullets,
 * a photo and a plain maps link with the coordinates (no map script).
 */
export function MeetingPointCard({
  place,
  tourTitle,
  headingId = "meeting-point-heading",
  className,
}: MeetingPointCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("card grid overflow-hidden md:grid-cols-[2fr_3fr]", className)}
      data-testid="meeting-point"
    >
      <figure className="m-0">
        <Picture
          image={place.photo}
          alt={place.photoAlt}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[3/2] w-full md:h-full"
          imgClassName="size-full object-cover"
        />
        {place.photoNote && <figcaption className="px-4 py-2 text-xs text-ink-600">{place.photoNote}</figcaption>}
      </figure>
      <div className="p-6">
        <p className="eyebrow">Meeting point · {tourTitle}</p>
        <h2 id={headingId} className="mt-1 text-2xl font-semibold">
          {place.name}
        </h2>
        <p className="mt-3 text-ink-700">{place.landmark}</p>
        <MeetingAddress place={place} className="mt-4" />
        <SubwayStations stations={place.stations} className="mt-5" />
        <DirectionsLink place={place} className="btn btn-secondary mt-6" />
      </div>
    </section>
  );
}

/** The street address and cross streets (the card and the tour-day card). */
export function MeetingAddress({ place, className }: { place: MeetingPlace; className?: string }) {
  return (
    <address className={cn("flex gap-2 not-italic", className)}>
      <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brick-600" />
      <span>
        <span className="block font-semibold text-ink-900">
          {place.streetAddress}, {place.locality}, {place.region} {place.postalCode}
        </span>
        <span className="block text-sm text-ink-600">{place.crossStreets}</span>
      </span>
    </address>
  );
}

/** "Nearest subway": each station with its line bullets and the walk from it. */
export function SubwayStations({
  stations,
  headingLevel = 3,
  className,
}: {
  stations: MeetingPlace["stations"];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={className}>
      <Heading className="flex items-center gap-2 font-sans text-base font-semibold">
        <TrainFront aria-hidden className="size-5 text-brick-600" />
        Nearest subway
      </Heading>
      <ul className="mt-2 space-y-2">
        {stations.map((station) => (
          <li key={station.name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex flex-wrap gap-1">
              {station.lines.map((line) => (
                <SubwayBullet key={line} line={line} />
              ))}
            </span>
            <span>
              <span className="font-semibold text-ink-900">{station.name}</span>{" "}
              <span className="text-sm text-ink-600">· {station.walk}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The plain maps link with the coordinates (decision 016): the phone's maps app takes over. */
export function DirectionsLink({ place, className }: { place: MeetingPlace; className?: string }) {
  return (
    <a href={directionsUrl(place.latitude, place.longitude)} target="_blank" rel="noopener" className={className}>
      <Navigation aria-hidden className="size-4" />
      Get directions
      <span className="sr-only"> to {place.name} (opens Google Maps in a new tab)</span>
    </a>
  );
}

/** The private tour's stand-in for the card: the meeting point is agreed with the group. */
export function MeetingPointArranged({
  text,
  headingId = "meeting-point-heading",
  className,
}: {
  text: string;
  headingId?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={cn("card p-6", className)} data-testid="meeting-point">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold">
        <MapPin aria-hidden className="size-6 text-brick-600" />
        Meeting point
      </h2>
      <p className="mt-2 text-ink-700">{text}</p>
    </section>
  );
}
