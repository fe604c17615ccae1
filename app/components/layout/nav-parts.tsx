import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useSiteData } from "~/hooks/use-site-data";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { InEnglish, StackedText } from "./in-english";

/** Pieces shared by the server-sent desktop links and the interactive Radix menu. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Narrower from 768 px to 1024 px, where the bar holds the logo, the name and every link in one row.
    "rounded-full px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
    isActive ? "bg-brick-600/10 text-brick-700" : "text-ink-800 hover:bg-ink-900/5 hover:text-ink-900",
  );

export const navRootClass = "relative ml-auto hidden md:block";

/**
 * A site link in the page's language: its address (hrefFor) and its text, with
 * "(en inglés)" after it (or under it, `stacked`) when it leads from a Spanish
 * page to an English one; on an English page, the label alone, as before.
 */
export function useSiteLink(): (
  to: string,
  words: string,
  options?: { stacked?: boolean },
) => { to: string; text: React.ReactNode } {
  const linkFor = useLinkFor();
  return (to, words, { stacked = false } = {}) => {
    const { href, inEnglish } = linkFor(to);
    return {
      to: href,
      text: stacked ? (
        <StackedText text={words} inEnglish={inEnglish} />
      ) : inEnglish ? (
        // One run of text, so that in a flex link (the footer's) it wraps as a sentence, not as two columns.
        <span>
          {words}
          <InEnglish shown />
        </span>
      ) : (
        words
      ),
    };
  };
}

/** The Tours dropdown's list: all tours, the four tour pages and the external Gift Cards link. */
export function ToursMenuItems({
  pathname,
  wrap,
}: {
  pathname: string;
  wrap: (link: React.ReactElement, active: boolean) => React.ReactNode;
}) {
  const { tourLinks, giftCardUrl } = useSiteData();
  const t = useText();
  const siteLink = useSiteLink();
  const allTours = siteLink("/tours", t.frame.allTours);
  return (
    <ul className="grid gap-0.5">
      <li>
        {wrap(
          <Link
            to={allTours.to}
            className="block rounded-lg px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-parchment-100"
          >
            {allTours.text}
          </Link>,
          pathname === "/tours",
        )}
      </li>
      {tourLinks.map((tour) => {
        const link = siteLink(tour.to, tour.label);
        return (
          <li key={tour.to}>
            {wrap(
              <Link
                to={link.to}
                aria-current={pathname === link.to ? "page" : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100 aria-[current=page]:bg-brick-600/10 aria-[current=page]:text-brick-700"
              >
                {link.text}
              </Link>,
              pathname === link.to,
            )}
          </li>
        );
      })}
      <li className="mt-1 border-t border-ink-900/10 pt-1">
        <ExternalLink
          href={giftCardUrl}
          iconClassName="size-4 text-ink-500"
          className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100"
          newTabNote={t.frame.newTab}
        >
          {t.nav.giftCards}
        </ExternalLink>
      </li>
    </ul>
  );
}
