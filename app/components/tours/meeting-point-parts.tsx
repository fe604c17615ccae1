import { MapPin, Navigation, TrainFront } from "lucide-react";
import type { MeetingPlace } from "~/content/schemas/tours";
import { directionsUrl } from "~/lib/domain/directions";
import { cn } from "~/lib/cn";
import type { MeetingPartsWords } from "~/lib/i18n/en-pages";
import { SubwayBullet } from "./subway-bullet";

/*
 * The parts of a meeting point shared by the tour page's card (meeting-point-card.tsx)
 * and the tour-day card (day-card.tsx), in a module of their own so the day card
 * does not load the card's responsive picture.
 */

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
  words,
  className,
}: {
  stations: MeetingPlace["stations"];
  headingLevel?: 2 | 3;
  /** Another language's words (a Spanish page's); the English is inline (en-pages.ts `MeetingPartsWords`). */
  words?: MeetingPartsWords;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={className}>
      <Heading className="flex items-center gap-2 font-sans text-base font-semibold">
        <TrainFront aria-hidden className="size-5 text-brick-600" />
        {words?.nearestSubway ?? "Nearest subway"}
      </Heading>
      <ul className="mt-2 space-y-2">
        {stations.map((station) => (
          <li key={station.name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex flex-wrap gap-1">
              {station.lines.map((line) => (
                <SubwayBullet key={line} line={line} label={words?.train.replace("{line}", line)} />
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
export function DirectionsLink({
  place,
  words,
  className,
}: {
  place: MeetingPlace;
  words?: MeetingPartsWords;
  className?: string;
}) {
  return (
    <a href={directionsUrl(place.latitude, place.longitude)} target="_blank" rel="noopener" className={className}>
      <Navigation aria-hidden className="size-4" />
      {words?.getDirections ?? "Get directions"}
      <span className="sr-only">
        {words?.directionsBefore ?? " to "}
        {place.name}
        {words?.directionsAfter ?? " (opens Google Maps in a new tab)"}
      </span>
    </a>
  );
}
