import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { siteConfig } from "~/lib/config";

export function AnnouncementBanner() {
  return (
    // A landmark of its own, so no page content sits outside one (axe "region").
    <aside aria-label="Announcement" className="bg-ink-900 text-parchment-50">
      <Link
        to="/tours"
        className="container-page flex items-center justify-center gap-2 py-2 text-center text-xs font-medium sm:text-sm"
      >
        <span>{siteConfig.announcement}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-marigold-300" />
      </Link>
    </aside>
  );
}
