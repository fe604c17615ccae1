import { CircleCheck, Download, IdCard, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/render/hydration";
import { saveForOffline, type OfflineSaveResult } from "~/lib/browser/offline-save";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/en";
import type { SaveDayCardWords } from "~/lib/i18n/en-pages";
import { saveDayCardWords } from "~/lib/i18n/pages/save-day-card";

type SaveDayCardProps = {
  /** The card's address, /tours/<slug>/day (/es/tours/<slug>/day from a Spanish page). */
  cardPath: string;
  /** The photo variant the card shows, saved with it. */
  photoSrc: string;
  /** Leave out the link to the card (on the card itself). */
  linkToCard?: boolean;
  /** The words in the page's language (a Spanish page's from its loader data); English by default. */
  words?: SaveDayCardWords;
  className?: string;
};

type SaveState = "idle" | "saving" | OfflineSaveResult;

export const SAVED_MESSAGE = saveDayCardWords.saved;

/**
 * "Save tour-day card" (issue 31 item 6): stores the card's page and its
 * photo in the service worker's cache, so the card opens on the day with no
 * signal. The page's styles are inline in its HTML; its code and fonts are in
 * the worker's precache. Without JavaScript, or where the browser has no
 * service worker, the plain link to the card stays: it prints and can be
 * added to the home screen. The block has the same size before and after the
 * page's scripts run (no layout shift): the button's place is kept, invisible
 * until it works, and a browser with no service worker hears so on a tap.
 */
export function SaveDayCard({
  cardPath,
  photoSrc,
  linkToCard = true,
  words = saveDayCardWords,
  className,
}: SaveDayCardProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<SaveState>("idle");

  const save = async () => {
    setState("saving");
    setState(await saveForOffline([cardPath, photoSrc]));
  };

  return (
    <div className={cn("print:hidden", className)} data-testid="save-day-card">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={cn("btn btn-primary", !hydrated && "invisible")}
          onClick={() => void save()}
          disabled={state === "saving"}
          aria-describedby="save-day-card-status"
        >
          <Download aria-hidden className="size-4" />
          {state === "saving" ? words.saving : words.save}
        </button>
        {linkToCard && (
          <a href={cardPath} className="btn btn-secondary">
            <IdCard aria-hidden className="size-4" />
            {words.open}
          </a>
        )}
      </div>
      <p id="save-day-card-status" role="status" className="mt-2 text-sm">
        {typeof state === "object" && (
          <SaveMessage result={state} cardPath={cardPath} linkToCard={linkToCard} words={words} />
        )}
      </p>
      {linkToCard && <p className="mt-1 text-sm text-ink-600">{words.note}</p>}
    </div>
  );
}

function SaveMessage({
  result,
  cardPath,
  linkToCard,
  words,
}: {
  result: OfflineSaveResult;
  cardPath: string;
  linkToCard: boolean;
  words: SaveDayCardWords;
}) {
  if (result.ok)
    return (
      <span className="flex items-center gap-1.5 font-semibold text-sage-700">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {words.saved}
        {words.savedBefore}
        {cardPath}
        {words.savedAfter}
      </span>
    );
  return (
    <span className="flex items-start gap-1.5 text-danger-700">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {result.reason === "unavailable"
        ? format(words.unavailable, { action: linkToCard ? words.openCard : words.printCard })
        : words.failed}
    </span>
  );
}
