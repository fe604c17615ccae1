import { ChevronDown } from "lucide-react";
import { lazy, Suspense } from "react";
import { useMediaQuery } from "~/hooks/use-media-query";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { isActivePath, primaryNav, type NavLink as NavLinkItem } from "~/lib/domain/navigation";
import { useText } from "~/lib/i18n/use-text";
import { navLinkClass, navRootClass, useSiteLink } from "./nav-parts";

const InteractiveDesktopNav = lazy(() => import("./desktop-nav-menu"));

/**
 * The desktop navigation (768 px and up). The server sends plain links, so the
 * bar works before (and without) JavaScript; once the page is interactive on
 * a screen wide enough to show the bar, the Radix navigation menu, with the
 * Tours dropdown, replaces it in place. A phone never loads the menu's code.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  // The md breakpoint of navRootClass.
  const interactive = useMediaQuery("(min-width: 48rem)");
  const fallback = <StaticDesktopNav pathname={pathname} />;
  if (!interactive) return fallback;
  return (
    <Suspense fallback={fallback}>
      <InteractiveDesktopNav pathname={pathname} />
    </Suspense>
  );
}

function StaticDesktopNav({ pathname }: { pathname: string }) {
  const t = useText();
  const siteLink = useSiteLink();
  const tours = siteLink(primaryNav.tours.to, t.nav[primaryNav.tours.label], { stacked: true });
  const navItem = (item: NavLinkItem) => {
    const link = siteLink(item.to, t.nav[item.label], { stacked: true });
    return (
      <li key={item.to}>
        <NavLink to={link.to} className={navLinkClass}>
          {link.text}
        </NavLink>
      </li>
    );
  };
  return (
    <nav aria-label={t.frame.mainNav} className={navRootClass}>
      <ul className="flex items-center gap-0.5">
        {primaryNav.before.map(navItem)}
        <li>
          <Link
            to={tours.to}
            className={cn(
              navLinkClass({ isActive: isActivePath(pathname, "/tours") }),
              "inline-flex items-center gap-1",
            )}
          >
            {tours.text}
            <ChevronDown aria-hidden className="size-4" />
          </Link>
        </li>
        {primaryNav.after.map(navItem)}
      </ul>
    </nav>
  );
}
