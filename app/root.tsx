import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { AnnouncementBanner } from "./components/layout/announcement-banner";
import { ErrorFrame } from "./components/layout/error-frame";
import { SiteHeader } from "./components/layout/site-header";
import { StickyBookingBar } from "./components/booking/sticky-booking-bar";
import { Toaster } from "./components/layout/toaster";
import { getGiftPage, listTours, spanishTour } from "./content/content.server";
import { lazySection, useHydrated, watchSections } from "./lib/render/hydration";
import type { SiteData } from "./hooks/use-site-data";
import { notFoundMeta } from "./lib/seo/not-found-meta";
import { toTourSummary } from "./lib/domain/tour-links";
import { AppStyles } from "./lib/render/app-styles";
import { reloadForChunkError } from "./lib/browser/chunk-reload";
import { LOCALES, localeOfPath, providerLanguage } from "./lib/i18n/locales";
import { providerAddress } from "./lib/services/booking";
import { useLocale } from "./lib/i18n/use-locale";
import { textOfMatches, useText, type TextData } from "./lib/i18n/use-text";
import { dictionaryFor } from "./lib/i18n/dictionaries.server";
import { factTranslations } from "./content/site-facts";

// No stylesheet link (AppStyles inlines it) and no font preload: measured, preloading the headings'
// Fraunces (18 KB) put it in the first paint's path and cost the home page 0.5 s of FCP and 1.1 s of
// LCP in Lighthouse (docs/decisions/007-fonts-and-script-loading.md, 030-no-font-preload-less-start-up-work.md).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The frame's share of content, on every page: the tours (navigation, search,
 * booking choices), derived from the one tour list, and the gift-card shop's
 * address (app/content/gift.yaml).
 */
export function loader({ request }: Route.LoaderArgs) {
  const tours = listTours().map(toTourSummary);
  const giftCardUrl = getGiftPage().shop.url;
  const locale = localeOfPath(new URL(request.url).pathname);
  if (locale === "en") return { tours, giftCardUrl } satisfies SiteData;
  // A page in Spanish (decision 035): its dictionary, the tours' Spanish titles and the season's announcement come
  // with its data, so an English page carries none of them.
  return {
    tours: tours.map((tour) => ({ ...tour, title: spanishTour(tour.slug)?.title ?? tour.title })),
    // The footer's and the menus' gift-card link: the provider's flow in the page's language.
    giftCardUrl: providerAddress(giftCardUrl, providerLanguage(locale)),
    announcement: factTranslations.es.season?.announcement,
    text: dictionaryFor(locale),
  } satisfies SiteData & TextData;
}

/** The frame's data never changes with a form's post. */
export { noReloadAfterPost as shouldRevalidate } from "./lib/render/hydration";

/** Meta when a page failed: the not-found page's for a 404, else the fallback's, in the page's language. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const text = textOfMatches(matches);
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(text);
  return [{ title: text.error.metaTitle }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALES[useLocale()].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9c4323" />
        <AppStyles />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <HydrationMarker />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Sets data-hydrated on <html>: "page" once React has hydrated the page and
 * rendered its browser-only UI (useHydrated), "true" once every code-split
 * section on it (lazySection) has hydrated too, and "page" again while a
 * client-side navigation's sections wait for their code: the e2e tests wait
 * for "true". A section loaded on approach
 * shows its own readiness where a test needs it (e.g. the signup form's data-ready).
 */
function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const flag = (state: "page" | "true") => () => {
      document.documentElement.dataset.hydrated = state;
    };
    flag("page")();
    return watchSections(flag("page"), flag("true"));
  }, [hydrated]);
  return null;
}

// The footer: a chunk of its own, loaded and hydrated after the page (see Frame).
const SiteFooter = lazySection(() =>
  import("./components/layout/site-footer").then((module) => ({ default: module.SiteFooter })),
);

/**
 * The page frame. It holds no start-up work (analytics, service worker,
 * booking warm-up): that runs once per page load from entry.client, so a
 * frame mounted again by an error boundary starts nothing twice.
 */
function Frame({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-full bg-ink-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.frame.skipLink}
      </a>
      <AnnouncementBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {/* Below every page: its code is not in the first load, and React keeps the
          server's footer as it is until that code arrives, then hydrates it in a
          pass of its own (a Suspense boundary around server HTML). */}
      <SiteFooter />
      <StickyBookingBar />
      <Toaster />
    </>
  );
}

export default function App() {
  // The booking attribution (issue 32 item 4, decision 028), once per page load, given the landing address's
  // query (no client-side navigation can have happened before hydration). Loaded from here, not from
  // start-up: this chunk already carries Vite's preload map, which costs every page's first load 125 bytes.
  useEffect(() => {
    const landing = window.location.search;
    void import("./lib/services/booking-attribution").then((module) => module.startBookingAttribution(landing));
  }, []);
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

// A 404 thrown by a loader (an unknown tour slug) is rare: its page is a chunk of
// its own, so the suggestion table stays out of every page's first load.
const NotFound = lazySection(() =>
  import("./components/layout/not-found").then((module) => ({ default: module.NotFound })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  // A code chunk that failed to load (a deploy since this page loaded): the page
  // reloads once for the new version and shows nothing meanwhile; the error page
  // shows only if that already happened moments ago (app/lib/browser/chunk-reload.ts).
  if (reloadForChunkError(error)) return null;
  console.error(error);
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorFrame details={details} />;
}
