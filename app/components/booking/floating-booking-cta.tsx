import { CalendarDays } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { InEnglish } from "~/components/layout/in-english";

/**
 * The floating booking call-to-action present on every page (SPEC §2): a link
 * to /booking, or on /booking itself a link that scrolls to the calendar. It is
 * a labelled landmark of its own (complementary), as it sits outside the page's
 * header, main and footer. From 1280 px it stands in the right-hand margin,
 * clear of the page's text column (issue 34 item 1).
 */
export function FloatingBookingCta({
  shown,
  onCalendar,
}: {
  /** False while another control has the screen's edge or a field is under it: faded out and inert. */
  shown: boolean;
  onCalendar?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useText();
  const booking = useLinkFor()("/booking");
  const className = "floating-chip bg-brick-600 hover:bg-brick-700";
  const content = (
    <>
      <CalendarDays aria-hidden className="size-5" />
      {/* The mark inline, not stacked: on a phone the header and this link keep within 15% of the screen. */}
      <span>
        {t.booking.floating}
        <InEnglish shown={booking.inEnglish} />
      </span>
    </>
  );
  return (
    <aside
      aria-label={t.booking.quickBooking}
      data-floating-link
      data-shown={shown}
      inert={!shown}
      className={cn(
        "edge-control fixed right-4 bottom-4 z-20 transition-[opacity,translate] duration-200 min-[1280px]:right-2",
        !shown && "floating-away",
      )}
    >
      {onCalendar ? (
        <a href="#calendar" className={className} onClick={onCalendar}>
          {content}
        </a>
      ) : (
        <Link to={booking.href} className={className}>
          {content}
        </Link>
      )}
    </aside>
  );
}
