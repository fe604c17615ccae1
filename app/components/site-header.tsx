import { ChevronDown, ExternalLink, Menu, Search } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/lib/config";
import { giftCardLink, isActivePath, primaryNav, tourLinks, type NavLink as NavItem } from "~/lib/navigation";
import { Logo } from "./logo";
import { Tooltip } from "./ui/tooltip";

const SearchOverlay = lazy(() => import("./search-overlay"));
const MobileMenu = lazy(() => import("./mobile-menu"));

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const LOGO_SIZE_PX = 56;
export const LOGO_SIZE_SCROLLED_PX = 48;

type Overlay = "none" | "menu" | "search";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brick-600/10 text-brick-700" : "text-ink-800 hover:bg-ink-900/5 hover:text-ink-900",
  );

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { pathname, search } = useLocation();
  const [overlay, setOverlay] = useState<Overlay>("none");

  // Menu and search close (and so clear) on every route change.
  useEffect(() => {
    setOverlay("none");
  }, [pathname, search]);

  const toursActive = isActivePath(pathname, "/tours");

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 transition-[background-color,box-shadow,padding] duration-200",
        scrolled
          ? "bg-parchment-50/85 py-1.5 shadow-[0_1px_0_rgb(35_26_21/0.08),0_8px_24px_-16px_rgb(35_26_21/0.4)] backdrop-blur-md"
          : "bg-transparent py-3",
      )}
    >
      <div className="container-page flex items-center gap-3">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2.5 rounded-full"
          aria-label={`${siteConfig.brandName} home`}
        >
          <Logo
            size={scrolled ? LOGO_SIZE_SCROLLED_PX : LOGO_SIZE_PX}
            className="shrink-0 transition-all duration-200"
          />
          <span className="hidden font-display text-[0.95rem] leading-tight font-semibold whitespace-nowrap text-ink-900 min-[360px]:block sm:text-lg">
            <span className="block">NYC Cat</span>
            <span className="block text-brick-700">History Tours</span>
          </span>
        </Link>

        <>
          <NavigationMenu.Root
            delayDuration={200}
            skipDelayDuration={300}
            className="relative ml-auto hidden md:block"
            aria-label="Main"
          >
            <NavigationMenu.List className="flex items-center gap-0.5">
              {primaryNav.before.map((item) => (
                <NavigationMenu.Item key={item.to}>
                  <NavLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </NavigationMenu.Item>
              ))}
              <NavigationMenu.Item>
                <NavigationMenu.Trigger
                  className={cn(navLinkClass({ isActive: toursActive }), "group inline-flex items-center gap-1")}
                >
                  {primaryNav.tours.label}
                  <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-card bg-white p-2 shadow-lift ring-1 ring-ink-900/10">
                  <ToursMenuList pathname={pathname} />
                </NavigationMenu.Content>
              </NavigationMenu.Item>
              {primaryNav.after.map((item) => (
                <NavigationMenu.Item key={item.to}>
                  <NavLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </NavigationMenu.Item>
              ))}
            </NavigationMenu.List>
          </NavigationMenu.Root>

          <div className="ml-auto flex items-center gap-1.5 md:ml-2">
            <Tooltip label="Search tours and pages">
              <button
                type="button"
                className="btn btn-ghost size-10 p-0"
                aria-label="Search"
                aria-expanded={overlay === "search"}
                onClick={() => setOverlay(overlay === "search" ? "none" : "search")}
              >
                <Search aria-hidden className="size-5" />
              </button>
            </Tooltip>
            <Link to="/booking" className="btn btn-primary px-4 py-2 md:px-5">
              Book Now
            </Link>
            <button
              type="button"
              className="btn btn-ghost size-10 p-0 md:hidden"
              aria-label="Open menu"
              aria-expanded={overlay === "menu"}
              aria-haspopup="dialog"
              onClick={() => setOverlay("menu")}
            >
              <Menu aria-hidden className="size-6" />
            </button>
          </div>
        </>
      </div>

      {overlay === "search" && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOverlay("none")} />
        </Suspense>
      )}
      {overlay === "menu" && (
        <Suspense fallback={null}>
          <MobileMenu
            pathname={pathname}
            onClose={() => setOverlay("none")}
            onOpenSearch={() => setOverlay("search")}
          />
        </Suspense>
      )}
    </header>
  );
}

function ToursMenuList({ pathname }: { pathname: string }) {
  return (
    <ul className="grid gap-0.5">
      <li>
        <NavigationMenu.Link asChild active={pathname === "/tours"}>
          <Link
            to="/tours"
            className="block rounded-lg px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-parchment-100"
          >
            All tours
          </Link>
        </NavigationMenu.Link>
      </li>
      {tourLinks.map((tour) => (
        <li key={tour.to}>
          <NavigationMenu.Link asChild active={pathname === tour.to}>
            <Link
              to={tour.to}
              aria-current={pathname === tour.to ? "page" : undefined}
              className="block rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100 aria-[current=page]:bg-brick-600/10 aria-[current=page]:text-brick-700"
            >
              {tour.label}
            </Link>
          </NavigationMenu.Link>
        </li>
      ))}
      <li className="mt-1 border-t border-ink-900/10 pt-1">
        <ExternalNavLink link={giftCardLink} />
      </li>
    </ul>
  );
}

function ExternalNavLink({ link }: { link: NavItem }) {
  return (
    <a
      href={link.to}
      target="_blank"
      rel="noopener"
      className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-parchment-100"
    >
      {link.label}
      <ExternalLink aria-hidden className="size-4 text-ink-500" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
