import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { siteFacts } from "~/content/site-facts";
import { useSiteData } from "~/hooks/use-site-data";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { InEnglish } from "./in-english";

/**
 * The site-wide announcement above the header. It is its own labelled
 * landmark (complementary), so no content of the page sits outside a landmark.
 */
export function AnnouncementBanner() {
  const t = useText();
  // English's is in the facts; a page in another language has its own in its data (app/root.tsx).
  const announcement = useSiteData().announcement ?? siteFacts.season.announcement;
  const tours = useLinkFor()("/tours");
  return (
    <aside aria-label={t.frame.announcement} className="bg-ink-900 text-parchment-50">
      <Link
        to={tours.href}
        className="container-page flex items-center justify-center gap-2 py-2 text-center text-xs font-medium sm:text-sm"
      >
        <span>
          {announcement}
          <InEnglish shown={tours.inEnglish} />
        </span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-marigold-300" />
      </Link>
    </aside>
  );
}
