import { ENTRANCE_SIZE, FOOTER, STOP_RADIUS, type Label, type RouteMap as RouteGeometry } from "~/lib/domain/route-map";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/en";
import type { RouteMapWords } from "~/lib/i18n/en-pages";
import { routeMapWords } from "~/lib/i18n/pages/route-map";

/** What the route map shows: the drawing's numbers (worked out at build time) and the texts in the page's language. */
export type RouteMapData = {
  geometry: RouteGeometry;
  /** The meeting place's name. */
  place: string;
  /** The station whose entrance is drawn, or null. */
  station: string | null;
  /** The stops' titles in walking order, as the stop list numbers them. */
  stops: string[];
};

/**
 * The walk drawn as a map (issue 43 item 1): server-rendered SVG, no script. The meeting point, the stops numbered as
 * in the list at their projected positions, the walking line, the subway entrance, a north arrow and a scale bar.
 * Its text alternative is the ordered stop list under it, visible, with the distance and minutes between stops; then
 * walking directions through the stops in Google Maps and Apple Maps.
 */
export function RouteMap({
  route,
  words = routeMapWords,
  headingId = "route-map-heading",
  compact = false,
  className,
}: {
  route: RouteMapData;
  /** A Spanish page's words from its loader data; English by default. */
  words?: RouteMapWords;
  headingId?: string;
  /** On the tour-day card: a section heading of the card's size, no eyebrow, the list under the drawing. */
  compact?: boolean;
  className?: string;
}) {
  const { geometry: map } = route;
  const distance = (leg: RouteGeometry["legs"][number]) =>
    leg.feet === null
      ? format(words.miles, { value: leg.miles.toFixed(1) })
      : format(words.feet, { value: String(leg.feet) });
  const scaleLabel = format(words.miles, { value: String(map.scale.miles) });
  return (
    <section aria-labelledby={headingId} className={cn("route-map", className)} data-testid="route-map">
      {!compact && <p className="eyebrow">{words.eyebrow}</p>}
      <h2 id={headingId} className={compact ? "text-2xl font-semibold" : "mt-2 text-display-md font-semibold"}>
        {words.heading}
      </h2>
      <div
        className={cn(
          "route-map-body grid items-start gap-6",
          compact ? "mt-4" : "mt-6 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]",
        )}
      >
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-label={format(words.mapName, { place: route.place, count: String(map.stops.length) })}
          className={cn(
            "route-map-drawing h-auto w-full rounded-card border border-ink-900/15 bg-parchment-50",
            compact && "max-w-sm",
          )}
        >
          <path
            d={map.path}
            fill="none"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-brick-500"
          />
          {map.entrance && (
            <g>
              <rect
                x={map.entrance.x - ENTRANCE_SIZE + 1}
                y={map.entrance.y - ENTRANCE_SIZE + 1}
                width={2 * ENTRANCE_SIZE - 2}
                height={2 * ENTRANCE_SIZE - 2}
                rx={2}
                strokeWidth={2.5}
                className="fill-white stroke-ink-900"
              />
              <MapLabel at={map.entrance.label} text={words.subway} />
            </g>
          )}
          <g>
            <rect
              x={map.meeting.x - 7}
              y={map.meeting.y - 7}
              width={14}
              height={14}
              transform={`rotate(45 ${map.meeting.x} ${map.meeting.y})`}
              strokeWidth={2}
              className="fill-ink-900 stroke-white"
            />
            <MapLabel at={map.meeting.label} text={words.meet} />
          </g>
          {map.stops.map((stop) => (
            <g key={stop.number}>
              <circle cx={stop.x} cy={stop.y} r={STOP_RADIUS} strokeWidth={2} className="fill-brick-700 stroke-white" />
              <text
                x={stop.x}
                y={stop.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={14}
                fontWeight={700}
                className="fill-white"
              >
                {stop.number}
              </text>
            </g>
          ))}
          {/* The footer strip (no point is drawn in it): the scale bar left, the north arrow right. */}
          <path d={`M0 ${map.height - FOOTER} H${map.width}`} strokeWidth={1} className="stroke-ink-900/15" />
          <g transform={`translate(${map.width - 20} ${map.height - FOOTER + 6})`} className="fill-ink-900">
            <path d="M0 0 L7 18 L0 14 L-7 18 Z" />
            <text x={-12} y={11} textAnchor="end" dominantBaseline="central" fontSize={12} fontWeight={700}>
              {words.north}
            </text>
          </g>
          <g transform={`translate(12 ${map.height - 10})`} className="stroke-ink-900" strokeWidth={2}>
            <path d={`M0 -5 V0 H${map.scale.length} V-5`} fill="none" />
            <text x={0} y={-9} fontSize={11} fontWeight={600} stroke="none" className="fill-ink-900">
              {scaleLabel}
            </text>
          </g>
        </svg>

        <div className="text-ink-700">
          <div className="route-map-start">
            <p className="font-semibold text-ink-900">{format(words.start, { place: route.place })}</p>
            {route.station && <p className="mt-1 text-sm">{format(words.entrance, { station: route.station })}</p>}
          </div>
          <ol className="route-map-legs mt-4 space-y-3">
            {route.stops.map((title, index) => {
              const leg = map.legs[index];
              return (
                <li key={title} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brick-700 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{title}</span>
                    {leg && (
                      <span className="route-map-leg block text-sm">
                        {format(index === 0 ? words.fromMeeting : words.fromPrevious, {
                          distance: distance(leg),
                          minutes: String(leg.minutes),
                        })}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="route-map-estimate mt-4 text-sm text-ink-600">{words.estimate}</p>
          <div className="mt-4 print:hidden">
            <p className="text-sm font-semibold text-ink-900">{words.openIn}</p>
            <p className="mt-2 flex flex-wrap gap-3">
              <a href={map.links.google} target="_blank" rel="noopener" className="btn btn-secondary">
                {words.google}
                <span className="sr-only">{words.newTab}</span>
              </a>
              <a href={map.links.apple} target="_blank" rel="noopener" className="btn btn-secondary">
                {words.apple}
                <span className="sr-only">{words.newTab}</span>
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A marker's label, with a white halo so the walking line under it does not hide it. */
function MapLabel({ at, text }: { at: Label; text: string }) {
  return (
    <text
      x={at.x}
      y={at.y}
      textAnchor={at.anchor}
      dominantBaseline="central"
      fontSize={12}
      fontWeight={700}
      stroke="white"
      strokeWidth={3}
      paintOrder="stroke"
      className="fill-ink-900"
    >
      {text}
    </text>
  );
}
