import { siteFacts } from "~/content/site-facts";
import { Menu, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { cn } from "~/lib/cn";
import { EARLY_TAP_ATTRIBUTE } from "~/lib/render/early-tap";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { navLinkClass } from "./nav-parts";
import { Logo } from "./logo";
import { Tooltip } from "../ui/tooltip";
import { DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { useLinkFor, useLocale } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { StackedText } from "./in-english";

const SearchOverlay = lazy(() => import("./search-overlay"));
const MobileMenu = lazy(() => import("./mobile-menu"));

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const LOGO_SIZE_PX = 56;
export const LOGO_SIZE_SCROLLED_PX = 48;

type Overlay = "none" | "menu" | "search";

/** The brand name set on two lines next to the logo ("NYC Cat" / "History Tours"). */
const brandWords = siteFacts.brand.name.split(" ");
const brandLines = [
  brandWords.slice(0, Math.ceil(brandWords.length / 2)).join(" "),
  brandWords.slice(Math.ceil(brandWords.length / 2)).join(" "),
];

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { pathname, search } = useLocation();
  // Menu and search close (and so clear) on every route change: an overlay
  // opened on another address counts as closed.
  const route = `${pathname}${search}`;
  const [opened, setOpened] = useState<{ route: string; overlay: Overlay }>({ route, overlay: "none" });
  const overlay = opened.route === route ? opened.overlay : "none";
  const setOverlay = (next: Overlay) => setOpened({ route, overlay: next });
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useText();
  const linkFor = useLinkFor();
  const english = useLocale() === DEFAULT_LOCALE;
  const home = linkFor("/");
  const booking = linkFor("/booking");

  // Hydration comes after the first paint: a tap on search or the menu
  // before that was remembered (and the button shown busy) by the page's
  // inline script; carry it out now. See app/lib/render/early-tap.ts.
  useEffect(() => {
    const early = window.__earlyTap;
    window.__earlyTap = false;
    for (const button of document.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}][aria-busy]`))
      button.removeAttribute("aria-busy");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- replays a tap made before hydration, once
    if (early === "menu" || early === "search") setOpened({ route, overlay: early });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  return (
    // The bar keeps one height and the logo shrinks by transform, so compacting
    // the header on scroll never moves anything (no layout shift).
    <header data-scrolled={scrolled ? "true" : "false"} className="sticky top-0 z-40">
      <div
        data-testid="header-bar"
        className={cn(
          "flex h-18 items-center transition-[background-color,box-shadow] duration-200",
          scrolled
            ? "bg-parchment-50/85 shadow-[0_1px_0_rgb(35_26_21/0.08),0_8px_24px_-16px_rgb(35_26_21/0.4)] backdrop-blur-md"
            : "bg-transparent",
        )}
      >
        <div className="container-page flex items-center gap-3">
          <Link
            to={home.href}
            className="flex min-w-0 items-center gap-2.5 rounded-full"
            aria-label={home.inEnglish ? `${t.frame.homeLink} ${t.frame.inEnglish}` : t.frame.homeLink}
          >
            <Logo
              size={LOGO_SIZE_PX}
              className="shrink-0 origin-left transition-transform duration-200"
              style={scrolled ? { transform: `scale(${LOGO_SIZE_SCROLLED_PX / LOGO_SIZE_PX})` } : undefined}
            />
            {/* The name beside the logo on a phone (from 360 px) and once the desktop bar has room for it: from 1024 px
                in English, from 1280 px in Spanish (longer words, some marked "(en inglés)"). */}
            <span
              className={cn(
                "hidden font-display text-[0.95rem] leading-tight font-semibold whitespace-nowrap text-ink-900 min-[360px]:block sm:text-lg",
                english ? "md:max-lg:hidden" : "md:max-xl:hidden",
              )}
            >
              <span className="block">{brandLines[0]}</span>{" "}
              <span className="block text-brick-700">{brandLines[1]}</span>
            </span>
          </Link>

          <>
            <DesktopNav pathname={pathname} />

            <div className="ml-auto flex items-center gap-1.5 md:ml-2">
              <LanguageSwitch className={cn(navLinkClass({ isActive: false }), "max-lg:hidden")} />
              <Tooltip label={t.frame.searchTooltip}>
                <button
                  type="button"
                  className="btn btn-ghost size-10 p-0"
                  aria-label={t.frame.search}
                  {...{ [EARLY_TAP_ATTRIBUTE]: "search" }}
                  aria-expanded={overlay === "search"}
                  onClick={() => setOverlay(overlay === "search" ? "none" : "search")}
                >
                  <Search aria-hidden className="size-5" />
                </button>
              </Tooltip>
              <Link to={booking.href} className="btn btn-primary px-4 py-2 md:px-5">
                <StackedText text={t.booking.header} inEnglish={booking.inEnglish} />
              </Link>
              <button
                type="button"
                className="btn btn-ghost size-10 p-0 md:hidden"
                ref={menuButton}
                aria-label={t.frame.openMenu}
                {...{ [EARLY_TAP_ATTRIBUTE]: "menu" }}
                aria-expanded={overlay === "menu"}
                aria-haspopup="dialog"
                onClick={() => setOverlay("menu")}
              >
                <Menu aria-hidden className="size-6" />
              </button>
            </div>
          </>
        </div>
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
            onClosed={() => menuButton.current?.focus()}
          />
        </Suspense>
      )}
    </header>
  );
}
