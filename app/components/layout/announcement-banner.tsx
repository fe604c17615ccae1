import { siteFacts } from "~/content/site-facts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * The site-wide announcement above the header. It is its own labelled
 * landmark (complementary), so no content of the page sits outside a landmark.
 */
export function AnnouncementBanner() {
  return (
    <aside aria-label="Announcement" className="bg-ink-900 text-parchment-50">
      <Link
        to="/tours"
        className="container-page flex items-center justify-center gap-2 py-2 text-center text-xs font-medium sm:text-sm"
      >
        <span>{siteFacts.season.announcement}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-marigold-300" />
      </Link>
    </aside>
  );
}
