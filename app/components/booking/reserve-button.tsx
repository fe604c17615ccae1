import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { trackEvent } from "~/lib/services/analytics";
import {
  bookingCalendarUrl,
  loadBookingScript,
  openBookingCalendar,
  whenBookingWidgetReady,
} from "~/lib/services/booking";
import { cn } from "~/lib/cn";
import { en } from "~/lib/i18n/en";
import { providerLanguage } from "~/lib/i18n/locales";
import { useLinkFor, useLocale } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { toast } from "~/lib/browser/toast";

export const RESERVE_LABEL = en.booking.reserve;
export const RESERVE_ARIA_LABEL = en.booking.reserveAria;

export const bookingErrorToast = {
  title: "Booking Error",
  description: "We're having trouble opening the booking calendar. Please try again later.",
  variant: "destructive",
} as const;

export const navigationErrorToast = {
  title: "Navigation Error",
  description: "We're having trouble with this button. Please try again later.",
  variant: "destructive",
} as const;

type ReserveButtonProps = {
  /** Provider item: when given, the button opens that item's booking calendar. */
  itemId?: number;
  /** Custom behaviour: run instead of navigating. */
  onClick?: () => void;
  /** Where the plain button goes. Pass null for "no link". */
  href?: string | null;
  variant?: "primary" | "secondary" | "on-dark";
  className?: string;
  children?: ReactNode;
};

/**
 * The shared reserve button (SPEC §2 "Reserve button"). In order: open the
 * provider calendar for `itemId`; else run `onClick`; else, without a link,
 * show the navigation error; else follow the link and record the click.
 */
export function ReserveButton({
  itemId,
  onClick,
  href = "/booking",
  variant = "primary",
  className,
  children,
}: ReserveButtonProps) {
  const navigate = useNavigate();
  // In the page's language: its words, the provider's calendar in it, /booking's version in it.
  const t = useText().booking;
  const language = providerLanguage(useLocale());
  const linkFor = useLinkFor();
  const label = children ?? t.reserve;
  const [waiting, setWaiting] = useState(false);
  const classes = cn(
    "btn",
    variant === "primary" && "btn-primary btn-lg",
    variant === "secondary" && "btn-secondary",
    variant === "on-dark" && "btn-on-dark",
    className,
  );

  // SPEC §2 start-up: the widget script loads when any reserve button mounts,
  // whichever variant (loadBookingScript adds the script once per page).
  useEffect(() => {
    void loadBookingScript();
  }, []);

  if (itemId !== undefined) {
    // Clicked before the provider's script has arrived: wait for it briefly
    // (it is already being fetched), then open. Only a script that failed or
    // did not come in time is a booking error (SPEC §8).
    const open = async (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      if (waiting) return;
      if (openBookingCalendar(itemId, undefined, language)) return;
      setWaiting(true);
      const ready = await whenBookingWidgetReady();
      setWaiting(false);
      if (ready && openBookingCalendar(itemId, undefined, language)) return;
      toast(bookingErrorToast);
      void navigate(linkFor(`/booking?itemId=${itemId}`).href);
    };
    return (
      <a
        href={bookingCalendarUrl(itemId, undefined, language)}
        target="_blank"
        rel="noopener"
        aria-label={t.reserveAria}
        className={cn(classes, waiting && "cursor-progress")}
        aria-busy={waiting || undefined}
        onClick={(event) => void open(event)}
      >
        {label}
      </a>
    );
  }

  if (onClick) {
    return (
      <button type="button" aria-label={t.reserveAria} className={classes} onClick={onClick}>
        {label}
      </button>
    );
  }

  if (!href) {
    return (
      <button type="button" aria-label={t.reserveAria} className={classes} onClick={() => toast(navigationErrorToast)}>
        {label}
      </button>
    );
  }

  return (
    <Link
      to={linkFor(href).href}
      aria-label={t.reserveAria}
      className={classes}
      onClick={() => trackEvent("reserve_button_click", { link_url: href })}
    >
      {label}
    </Link>
  );
}
