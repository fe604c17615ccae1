import { Ban, Info, RefreshCw, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { DayOfContact } from "../contact/day-of-contact";
import { dateLabel, nextStatusChange, statusesInForce, type DayStatus, type StatusFile } from "~/lib/domain/day-status";
import { useSiteData } from "~/hooks/use-site-data";
import { livePath, livePathFor, subscribeLive } from "~/lib/browser/live-data";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/i18n/locales";
import { statusWords } from "~/lib/i18n/parts/status";
import { useLocale } from "~/lib/i18n/use-locale";
import { usePartWords, useText } from "~/lib/i18n/use-text";

type DayStatusBannerProps = {
  /** The statuses in force when the page was rendered (at build, for a pre-rendered page). */
  initial: DayStatus[];
  /** On a tour page, its slug: only that tour's statuses and those for every tour. */
  tour?: string;
};

const ICONS = { info: Info, changed: RefreshCw, cancelled: Ban } as const;
const TONES = {
  info: "border-ink-700 bg-parchment-50",
  changed: "border-marigold-500 bg-marigold-100",
  cancelled: "border-brick-600 bg-brick-50",
} as const;

/** Cancellations announced in this tab, so a screen reader hears each once (the next page does not repeat it). */
const ANNOUNCED_KEY = "day-status-announced";
const DISMISSED_KEY = "day-status-dismissed";

function stored(key: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function store(key: string, values: string[]) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Private mode or storage off: the page still works, it just may repeat itself on the next page.
  }
}

function isStatusFile(body: unknown): body is StatusFile {
  return typeof body === "object" && body !== null && Array.isArray((body as StatusFile).statuses);
}

/**
 * The day-of status (issue 31 item 4): a card over the page (at the bottom on a
 * phone, beside the hero's picture from lg up),
 * outside the flow, so showing or removing it moves nothing (CLS 0). The
 * statuses in force at render time are in the HTML; after the first paint the
 * page checks them against the browser's clock (an expired one goes, even
 * offline), then reads /status.json for the current list (lib/browser/live-data.ts: a status posted after
 * the build appears) and again every 30 s while the page is in view (a status
 * published at /admin/status reaches an open page within a minute; a 304
 * while nothing changed), and changes again on the minute one starts or ends.
 * A cancellation is announced once to screen readers (a live region that is
 * in the page from the start, filled once). Each status offers the number to
 * call on the day (the e-mail while the number is a sample; issue 41 item 6).
 */
export default function DayStatusBanner({ initial, tour }: DayStatusBannerProps) {
  // null until the browser has checked: the server's HTML, as rendered.
  const [shown, setShown] = useState<DayStatus[] | null>(null);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // Whether /status.json has answered (or failed): a test waits for it before asserting "no banner".
  const [fetched, setFetched] = useState(false);
  const known = useRef(initial);
  // In the page's language (decision 035): the banner's words, the tour's name and the date; the company's message
  // as written, in English, and said so on a page in another language.
  const t = usePartWords("status", statusWords);
  const { frame } = useText();
  const locale = useLocale();
  const { tours } = useSiteData();
  const english = locale === DEFAULT_LOCALE;
  const statusTitle = (status: DayStatus) => {
    const tour = status.tour && (tours.find(({ slug }) => slug === status.tour?.slug)?.title ?? status.tour.title);
    const date = english ? status.dateLabel : dateLabel(status.date, LOCALES[locale].htmlLang);
    return `${tour ?? t.allTours}, ${date}`;
  };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (list: DayStatus[]) => {
      if (stopped) return;
      known.current = list;
      const now = Date.now();
      setShown(statusesInForce(list, now, tour));
      clearTimeout(timer);
      const next = nextStatusChange(list, now);
      // A timer's longest wait is about 24.8 days; the check simply runs again then.
      if (next !== null) timer = setTimeout(() => update(known.current), Math.min(next - now, 2 ** 31 - 1));
    };
    // Runs after hydration, so the page has painted already: the browser's own checks start at once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the tab's storage once, after hydration
    setDismissed(stored(DISMISSED_KEY));
    update(known.current);
    // The page's live data (lib/browser/live-data.ts): read now, then every 30 s while the page is in view (a
    // status staff publish reaches an open page within a minute); one request shared with the page's other parts.
    // A tour page names its tour; /booking asks as itself (its departures), any other page the plain endpoint.
    const unsubscribe = subscribeLive(tour ? livePath(tour) : livePathFor(window.location.pathname), (body) => {
      if (isStatusFile(body)) update(body.statuses);
      // Offline or no server: the page keeps what it knew, by its clock.
      if (!stopped) setFetched(true);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [tour]);

  const visible = (shown ?? initial).filter((status) => !dismissed.includes(status.id));

  // Each cancellation in force is said once per tab.
  useEffect(() => {
    if (shown === null) return;
    const announced = stored(ANNOUNCED_KEY);
    const fresh = shown.filter((status) => status.severity === "cancelled" && !announced.includes(status.id));
    if (fresh.length === 0) return;
    store(ANNOUNCED_KEY, [...announced, ...fresh.map((status) => status.id)]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fills the live region once, after the check
    setAnnouncement(fresh.map((status) => `${statusTitle(status)}: ${status.message}`).join(" "));
    // statusTitle reads the page's words, the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    setDismissed(next);
    store(DISMISSED_KEY, next);
  };

  return (
    <>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-status-checked={fetched || undefined}>
        {announcement}
      </div>
      {visible.length > 0 && (
        <section
          aria-label={t.region}
          data-testid="day-status"
          className="fixed inset-x-3 bottom-3 z-[35] flex flex-col gap-2 lg:top-32 lg:right-6 lg:bottom-auto lg:left-auto lg:w-[26rem]"
        >
          {visible.map((status) => {
            const Icon = ICONS[status.severity];
            return (
              <div
                key={status.id}
                className={cn(
                  "flex items-start gap-3 rounded-card border-2 p-4 pr-2 text-ink-900 shadow-lift",
                  TONES[status.severity],
                )}
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">
                    <span className="tracking-wide uppercase">{t.severity[status.severity]}</span>
                    {" · "}
                    {statusTitle(status)}
                  </p>
                  {english ? (
                    <p className="mt-1 text-sm leading-snug text-ink-800">{status.message}</p>
                  ) : (
                    <p className="mt-1 text-sm leading-snug text-ink-800">
                      <span lang="en">{status.message}</span> {frame.inEnglish}
                    </p>
                  )}
                  <DayOfContact compact mailSubject={statusTitle(status)} className="mt-1" />
                </div>
                <button
                  type="button"
                  onClick={() => dismiss(status.id)}
                  className="btn btn-ghost -mt-1 size-11 shrink-0 p-0"
                  aria-label={t.hide}
                >
                  <X aria-hidden className="size-5" />
                </button>
              </div>
            );
          })}
        </section>
      )}
    </>
  );
}
