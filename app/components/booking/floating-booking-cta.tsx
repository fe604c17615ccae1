import { CalendarDays } from "lucide-react";
import { Link } from "react-router";

/** The floating booking call-to-action present on every page. It moves by transform (no layout shift). */
export function FloatingBookingCta({ raised }: { raised: boolean }) {
  // Inside a landmark of its own, so no page content sits outside one (axe "region").
  return (
    <aside aria-label="Book a tour">
      <Link
        to="/booking"
        className={`fixed right-4 bottom-4 z-20 inline-flex items-center gap-2 rounded-full bg-brick-600 px-4 py-3 text-sm font-semibold text-white shadow-lift transition-transform duration-200 hover:bg-brick-700 ${raised ? "-translate-y-20" : ""}`}
      >
        <CalendarDays aria-hidden className="size-5" />
        <span>Book a tour</span>
      </Link>
    </aside>
  );
}
