import { lazy, Suspense, useEffect, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useBookingChrome } from "~/hooks/use-booking-chrome";
import { useMediaQuery } from "~/hooks/use-media-query";
import { useHydrated } from "~/lib/render/hydration";
import { BOOKING_BAR_SCROLL_THRESHOLD_PX, readBookingBarDismissed } from "~/lib/domain/booking-bar";
import { FloatingBookingCta } from "./floating-booking-cta";
import { scrollToSection } from "~/lib/browser/scroll-to-section";
import { DEFAULT_LOCALE, localizedPath } from "~/lib/i18n/locales";

const BookingBarPanel = lazy(() => import("./booking-bar-panel"));

type StickyBookingBarProps = {
  /** Provider item to open; without it the bar scrolls to `anchor`. */
  itemId?: number;
  anchor?: string;
};

/**
 * The page's edge booking controls, one at a time (issue 34 item 1): the
 * floating "Book a tour" link (on every page, SPEC §2) until the bottom 'Reserve
 * Your Spot' bar appears after 300 px of scrolling (hidden for 24 hours once
 * dismissed, SPEC §2, §4); then the bar alone. The bar does not show while the
 * page's own booking card or calendar (`data-booking-card`) is on screen, nor
 * while a form field has focus or a form's submit button is in the bottom band.
 * Below 1280 px the floating link makes way in the same cases and for a form
 * field under its own box; from 1280 px it stands in the margin, over nothing,
 * and makes way only for the bar and for a tour page's sticky price card (one
 * booking control at a time). Hidden, it is inert: out of the tab order and the
 * accessibility tree (issue 39 item 9). The state is also set on
 * <html data-booking-chrome> for the contact page's help button.
 */
export function StickyBookingBar({ itemId, anchor }: StickyBookingBarProps) {
  const { pathname } = useLocation();
  const { past, card, stickyCard, form, fields } = useBookingChrome(BOOKING_BAR_SCROLL_THRESHOLD_PX, pathname);
  const inMargin = useMediaQuery("(min-width: 1280px)");
  // Unknown until the browser can read storage: never shown in server HTML.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissed = !hydrated || dismissedNow || (past && readBookingBarDismissed());
  const chrome = form ? "clear" : card ? "card" : past && !dismissed ? "bar" : "pill";

  useEffect(() => {
    document.documentElement.dataset.bookingChrome = chrome;
  }, [chrome]);

  // On /booking (in either language) the floating link scrolls to the calendar rather than load the page again.
  const scrollToCalendar = (event: MouseEvent<HTMLAnchorElement>) => {
    const calendar = document.getElementById("calendar");
    if (!calendar) return;
    event.preventDefault();
    scrollToSection(calendar);
  };

  const pill = (
    <FloatingBookingCta
      shown={inMargin ? chrome !== "bar" && !stickyCard : chrome === "pill" && !fields}
      onCalendar={localizedPath(pathname, DEFAULT_LOCALE) === "/booking" ? scrollToCalendar : undefined}
    />
  );
  if (chrome !== "bar") return pill;
  return (
    <>
      {pill}
      {/* Its code loads when it first shows: not in any page's first load (140 KB budget). */}
      <Suspense fallback={null}>
        <BookingBarPanel itemId={itemId} anchor={anchor} onDismiss={() => setDismissedNow(true)} />
      </Suspense>
    </>
  );
}
