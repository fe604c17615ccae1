import { X } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import {
  BOOKING_BAR_SCROLL_THRESHOLD_PX,
  readBookingBarDismissed,
  storeBookingBarDismissed,
} from "~/lib/domain/booking-bar";
import { FloatingBookingCta } from "./floating-booking-cta";
import { factLabels } from "~/content/site-facts";
import { ReserveButton } from "./reserve-button";

type StickyBookingBarProps = {
  /** Provider item to open; without it the bar scrolls to `anchor`. */
  itemId?: number;
  anchor?: string;
};

/**
 * The bottom 'Reserve Your Spot' bar: appears after 300 px of scrolling and
 * stays hidden for 24 hours once dismissed (SPEC §2, §4). It also places the
 * floating booking button, which moves up while the bar is shown.
 */
export function StickyBookingBar({ itemId, anchor = "#book-now" }: StickyBookingBarProps) {
  const scrolled = useScrolledPast(BOOKING_BAR_SCROLL_THRESHOLD_PX);
  // Unknown until the browser can read storage: never shown in server HTML.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed = !hydrated || dismissedNow || (scrolled && readBookingBarDismissed());

  const visible = scrolled && !dismissed;
  if (!visible) return <FloatingBookingCta raised={false} />;

  const scrollToAnchor = () => {
    const target = document.querySelector(anchor);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (target) target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    else window.location.assign("/booking");
  };

  return (
    <>
      <FloatingBookingCta raised />
      <aside
        aria-label="Reserve your spot"
        className="fixed inset-x-0 bottom-0 z-30 animate-slide-up border-t border-ink-900/10 bg-white/95 shadow-[0_-8px_24px_-16px_rgb(35_26_21/0.45)] backdrop-blur"
      >
        <div className="container-page flex items-center gap-3 py-3">
          <p className="hidden flex-1 text-sm text-ink-700 sm:block">
            <span className="font-semibold text-ink-900">{factLabels.pricePerPerson}</span> ·{" "}
            {factLabels.aboutDuration.toLowerCase()} · small groups
          </p>
          <ReserveButton
            itemId={itemId}
            onClick={itemId === undefined ? scrollToAnchor : undefined}
            className="flex-1 py-3 sm:flex-none"
          />
          <button
            type="button"
            className="btn btn-ghost size-10 shrink-0 p-0"
            aria-label="Dismiss booking bar"
            onClick={() => {
              storeBookingBarDismissed();
              setDismissedNow(true);
            }}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </aside>
    </>
  );
}
