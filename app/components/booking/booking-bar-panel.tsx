import { X } from "lucide-react";
import { useNavigate } from "react-router";
import { useText } from "~/lib/i18n/use-text";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { scrollToSection } from "~/lib/browser/scroll-to-section";
import { storeBookingBarDismissed } from "~/lib/domain/booking-bar";
import { ReserveButton } from "./reserve-button";

type BookingBarPanelProps = {
  /** Provider item to open; without it the bar scrolls to `anchor`, else to the page's calendar, else goes to /booking. */
  itemId?: number;
  anchor?: string;
  onDismiss: () => void;
};

/**
 * The bottom 'Reserve Your Spot' bar itself (SPEC §2, §4), shown by StickyBookingBar
 * (sticky-booking-bar.tsx), which decides when. A chunk of its own, loaded when the
 * bar first shows. On /booking its button scrolls to the calendar (issue 34 item 1).
 */
export default function BookingBarPanel({ itemId, anchor = "#book-now", onDismiss }: BookingBarPanelProps) {
  const navigate = useNavigate();
  const t = useText().booking;
  const linkFor = useLinkFor();
  const scrollToAnchor = () => {
    const target = document.querySelector<HTMLElement>(anchor) ?? document.getElementById("calendar");
    if (target) scrollToSection(target);
    else void navigate(linkFor("/booking").href);
  };
  return (
    <aside aria-label={t.bar} className="booking-bar">
      <div className="container-page flex items-center gap-3 py-1 sm:py-3">
        <p className="hidden flex-1 text-sm text-ink-700 sm:block">
          <span className="font-semibold text-ink-900">{t.barPrice}</span> · {t.barDetails}
        </p>
        <ReserveButton
          itemId={itemId}
          onClick={itemId === undefined ? scrollToAnchor : undefined}
          className="flex-1 py-2.5 sm:flex-none sm:py-3"
        />
        <button
          type="button"
          className="btn btn-ghost size-10 shrink-0 p-0"
          aria-label={t.dismissBar}
          onClick={() => {
            storeBookingBarDismissed();
            onDismiss();
          }}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </aside>
  );
}
