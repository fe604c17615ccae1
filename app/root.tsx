import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { AnnouncementBanner } from "./components/layout/announcement-banner";
import { ErrorFallback } from "./components/layout/error-fallback";
import { NotFound } from "./components/layout/not-found";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { StickyBookingBar } from "./components/booking/sticky-booking-bar";
import { Toaster } from "./components/layout/toaster";
import { initAnalytics } from "./lib/analytics";
import { preloadBookingScriptWhenIdle } from "./lib/booking";
import { siteConfig } from "./lib/config";
import { registerServiceWorker } from "./lib/service-worker";
import appCss from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** What a route module may put in its `handle` to tune the global frame. */
export type FrameHandle = { bookingItemId?: number };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9c4323" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as FrameHandle | undefined;

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    initAnalytics();
    const cancelPreload = preloadBookingScriptWhenIdle(3000, 3000);
    if (siteConfig.enableServiceWorker) void registerServiceWorker();
    // A code-split chunk that fails to load: Vite dispatches this event, then rethrows (SPEC §8).
    const logPreloadError = (event: Event) =>
      console.warn("[chunk] failed to load", (event as Event & { payload?: unknown }).payload);
    window.addEventListener("vite:preloadError", logPreloadError);
    return () => {
      cancelPreload();
      window.removeEventListener("vite:preloadError", logPreloadError);
    };
  }, []);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-full bg-ink-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <AnnouncementBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <StickyBookingBar itemId={handle?.bookingItemId} />
      <Toaster />
    </>
  );
}

export default function App() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  console.error(error);
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Frame>
      <ErrorFallback details={details} />
    </Frame>
  );
}
