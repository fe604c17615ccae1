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
import { toast } from "~/lib/browser/toast";

export const RESERVE_LABEL = "Reserve Your Spot";
export const RESERVE_ARIA_LABEL = "Reserve your spot on a cat history tour";

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
  children = RESERVE_LABEL,
}: ReserveButtonProps) {
  const navigate = useNavigate();
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
      if (openBookingCalendar(itemId)) return;
      setWaiting(true);
      const ready = await whenBookingWidgetReady();
      setWaiting(false);
      if (ready && openBookingCalendar(itemId)) return;
      toast(bookingErrorToast);
      void navigate(`/booking?itemId=${itemId}`);
    };
    return (
      <a
        href={bookingCalendarUrl(itemId)}
        target="_blank"
        rel="noopener"
        aria-label={RESERVE_ARIA_LABEL}
        className={cn(classes, waiting && "cursor-progress")}
        aria-busy={waiting || undefined}
        onClick={(event) => void open(event)}
      >
        {children}
      </a>
    );
  }

  if (onClick) {
    return (
      <button type="button" aria-label={RESERVE_ARIA_LABEL} className={classes} onClick={onClick}>
        {children}
      </button>
    );
  }

  if (!href) {
    return (
      <button
        type="button"
        aria-label={RESERVE_ARIA_LABEL}
        className={classes}
        onClick={() => toast(navigationErrorToast)}
      >
        {children}
      </button>
    );
  }

  return (
    <Link
      to={href}
      aria-label={RESERVE_ARIA_LABEL}
      className={classes}
      onClick={() => trackEvent("reserve_button_click", { link_url: href })}
    >
      {children}
    </Link>
  );
}
