import { CalendarDays } from "lucide-react";
import { Link } from "react-router";

/**
 * The floating booking call-to-action present on every page. It moves by
 * transform (no layout shift). It is a labelled landmark of its own
 * (complementary), as it sits outside the page's header, main and footer.
 */
export function FloatingBookingCta({ raised }: { raised: boolean }) {
  return (
    <aside
      aria-label="Quick booking"
      className={`fixed right-4 bottom-4 z-20 transition-transform duration-200 ${raised ? "-translate-y-20" : ""}`}
    >
      <Link
        to="/booking"
        className="inline-flex items-center gap-2 rounded-full bg-brick-600 px-4 py-3 text-sm font-semibold text-white shadow-lift hover:bg-brick-700"
      >
        <CalendarDays aria-hidden className="size-5" />
        <span>Book a tour</span>
      </Link>
    </aside>
  );
}
