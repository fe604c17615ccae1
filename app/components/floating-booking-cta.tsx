import { CalendarDays } from "lucide-react";
import { Link } from "react-router";

/** The floating booking call-to-action present on every page. */
export function FloatingBookingCta({ raised }: { raised: boolean }) {
  return (
    <Link
      to="/booking"
      className={`fixed right-4 z-20 inline-flex items-center gap-2 rounded-full bg-brick-600 px-4 py-3 text-sm font-semibold text-white shadow-lift transition-[bottom] duration-200 hover:bg-brick-700 ${raised ? "bottom-24" : "bottom-4"}`}
    >
      <CalendarDays aria-hidden className="size-5" />
      <span>Book a tour</span>
    </Link>
  );
}
