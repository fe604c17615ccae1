import { ChevronDown, ExternalLink } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { giftCardLink, isActivePath, primaryNav, tourLinks } from "~/lib/navigation";

const InteractiveDesktopNav = lazy(() => import("./desktop-nav-menu"));

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brick-600/10 text-brick-700" : "text-ink-800 hover:bg-ink-900/5 hover:text-ink-900",
  );

export const navRootClass = "relative ml-auto hidden md:block";

/**
 * The desktop navigation (768 px and up). The server sends plain links, so the
 * bar works before (and without) JavaScript; once the page is interactive the
 * Radix navigation menu, with the Tours dropdown, replaces it in place.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const fallback = <StaticDesktopNav pathname={pathname} />;
  if (!interactive) return fallback;
  return (
    <Suspense fallback={fallback}>
      <InteractiveDesktopNav pathname={pathname} />
    </Suspense>
  );
}

function StaticDesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className={navRootClass}>
      <ul className="flex items-center gap-0.5">
        {primaryNav.before.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Link
            to={primaryNav.tours.to}
            className={cn(
              navLinkClass({ isActive: isActivePath(pathname, "/tours") }),
              "inline-flex items-center gap-1",
            )}
          >
            {primaryNav.tours.label}
            <ChevronDown aria-hidden className="size-4" />
          </Link>
        </li>
        {primaryNav.after.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The Tours dropdown's list: all tours, the four tour pages and the external Gift Cards link. */
export function ToursMenuItems({
  pathname,
  wrap,
}: {
  pathname: string;
  wrap: (link: React.ReactElement, active: boolean) => React.ReactNode;
}) {
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
        <a
          href={giftCardLink.to}
          target="_blank"
          rel="noopener"
          className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100"
        >
          {giftCardLink.label}
          <ExternalLink aria-hidden className="size-4 text-ink-500" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
