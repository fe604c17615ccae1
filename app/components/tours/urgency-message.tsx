import { useHydrated } from "~/lib/render/hydration";
import { urgencyMessage, type UrgencyWords } from "~/lib/domain/urgency";

/**
 * 'Summer 2025 – Spots Filling Fast for {Month} Tours!'. The page is
 * pre-rendered, so the server HTML names the month of the build; the browser
 * corrects it to the visitor's month after hydration (the same text, and so
 * no layout shift, whenever the build is from the same month).
 */
export function UrgencyMessage({
  season,
  className,
  words,
}: {
  season: string;
  className?: string;
  /** The line in the page's language (/es/tours); English without. */
  words?: UrgencyWords;
}) {
  const hydrated = useHydrated();
  const message = urgencyMessage(season, hydrated ? new Date() : new Date(__BUILD_DATE__), undefined, words);
  return (
    <p className={className} data-testid="urgency-message">
      {message}
    </p>
  );
}
