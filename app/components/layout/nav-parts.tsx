import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useSiteData } from "~/hooks/use-site-data";
import { giftCardLabel } from "~/lib/domain/navigation";

/** Pieces shared by the server-sent desktop links and the interactive Radix menu. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brick-600/10 text-brick-700" : "text-ink-800 hover:bg-ink-900/5 hover:text-ink-900",
  );

export const navRootClass = "relative ml-auto hidden md:block";

/** The Tours dropdown's list: all tours, the four tour pages and the external Gift Cards link. */
export function ToursMenuItems({
  pathname,
  wrap,
}: {
  pathname: string;
  wrap: (link: React.ReactElement, active: boolean) => React.ReactNode;
}) {
  const { tourLinks, giftCardUrl } = useSiteData();
  return (
    <ul className="grid gap-0.5">
      <li>
        {wrap(
          <Link
            to="/tours"
            className="block rounded-lg px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-parchment-100"
          >
            All tours
          </Link>,
          pathname === "/tours",
        )}
      </li>
      {tourLinks.map((tour) => (
        <li key={tour.to}>
          {wrap(
            <Link
              to={tour.to}
              aria-current={pathname === tour.to ? "page" : undefined}
              className="block rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100 aria-[current=page]:bg-brick-600/10 aria-[current=page]:text-brick-700"
            >
              {tour.label}
            </Link>,
            pathname === tour.to,
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-ink-900/10 pt-1">
        <ExternalLink
          href={giftCardUrl}
          iconClassName="size-4 text-ink-500"
          className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100"
        >
          {giftCardLabel}
        </ExternalLink>
      </li>
    </ul>
  );
}
