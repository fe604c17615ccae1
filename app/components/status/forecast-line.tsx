import { CloudSun } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { livePath, subscribeLive } from "~/lib/browser/live-data";
import { useLocale } from "~/lib/i18n/use-locale";

type ForecastLineProps = {
  /** The tour whose next walk the forecast is for. */
  tour: string;
  className?: string;
};

/** The forecast as /status.json words it for a tour's pages, one line per language (lib/status/weather.server.ts). */
function forecastOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null) return null;
  const forecast = (body as { forecast?: unknown }).forecast;
  return typeof forecast === "object" && forecast !== null ? (forecast as Record<string, unknown>) : null;
}

/**
 * The weather for the walk (issue 43 item 2), beside the policy line: "Forecast for Saturday 2:00 PM: 61°F, light
 * rain (New York time)", when the next walk is within 7 days and the weather service answered. Its line is in the
 * HTML, empty, with its height reserved (two lines on a phone, one from `sm`), so filling it moves nothing (CLS 0)
 * and a line that stays empty shows nothing at all. Not on paper: a card printed days before would carry a stale
 * forecast, and the A5 sheet has no room to spare. Filled from the page's live data after the first paint (one
 * request shared with the day-of status); the words come written from the server.
 */
export default function ForecastLine({ tour, className }: ForecastLineProps) {
  const locale = useLocale();
  const [text, setText] = useState<string | null>(null);
  // Whether the live data has answered (or failed): a test waits for it before asserting "nothing shown".
  const [checked, setChecked] = useState(false);
  useEffect(
    () =>
      subscribeLive(livePath(tour), (body) => {
        const line = forecastOf(body)?.[locale];
        setText(typeof line === "string" && line.length <= 200 ? line : null);
        setChecked(true);
      }),
    [tour, locale],
  );
  return (
    <p
      data-testid="forecast-line"
      data-live-checked={checked || undefined}
      className={cn("flex min-h-10 items-start gap-1.5 text-sm text-ink-700 sm:min-h-5 print:hidden", className)}
    >
      {text && (
        <>
          <CloudSun aria-hidden className="mt-0.5 size-4 shrink-0 text-sage-600" />
          <span>{text}</span>
        </>
      )}
    </p>
  );
}
