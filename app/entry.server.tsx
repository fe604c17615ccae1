import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { AppCssContext, appCss } from "./lib/render/app-styles";
import { documentSteps, finishDocument, type DocumentStep } from "./lib/render/document.server";
import { siteConfig } from "./lib/config/config";
import { logSafe } from "./lib/html-escape";
import { siteFacts } from "./content/site-facts";

// What the server (server/index.ts) and the build (scripts/static-export.mjs)
// read from this bundle's `entry.module`, so that neither imports app source:
// the §8 page, and a page file's script policy header.
export { pageHeaderPolicy } from "./lib/render/csp";
export { errorPageFor, errorPagePolicy } from "./lib/render/error-page";

export const streamTimeout = 5_000;

let cssText: string | null = null;
/** The built stylesheet's text (build/client/assets/app-….css), read once. */
function readAppCss(): string | null {
  if (import.meta.env.DEV) return null;
  if (cssText === null) {
    // This module is build/server/index.js; the client build sits beside it.
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    cssText = readFileSync(path.join(clientDir, appCss), "utf8");
  }
  return cssText;
}

/**
 * React Router's default Node entry, with changes for the first paint (issue
 * 11): the stylesheet is inlined into the <head> (AppStyles), every page is
 * rendered whole before it is sent (every page is small and
 * pre-rendered or quick), then finished by named steps in one place
 * (lib/render/document.server.ts: React Router's scripts start after the first
 * paint, keeping a header tap made before hydration, the script policy, the headers), where a failure answers 500 with
 * the §8 page. The build's pre-render renders through here too.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderDocument(
    request,
    <AppCssContext value={readAppCss()}>
      <ServerRouter context={routerContext} url={request.url} />
    </AppCssContext>,
    responseStatusCode,
    responseHeaders,
  );
}

/** The one log line of a server render error: `render error GET /path?query: TypeError: message`. */
export function renderErrorLine(request: Request, error: unknown): string {
  const url = new URL(request.url);
  const name = error instanceof Error ? error.name : "Error";
  const message = String(error instanceof Error ? error.message : error).replace(/\s+/g, " ");
  return logSafe(`render error ${request.method.toUpperCase()} ${url.pathname}${url.search}: ${name}: ${message}`);
}

/**
 * Renders the document whole, finishes it (`steps`, lib/document.server.ts),
 * then sends it. Every render error is logged with its URL, in the shell or
 * inside a Suspense boundary (where React renders the boundary's fallback and
 * the status becomes 500); a step that fails answers 500 with the §8 page.
 */
export function renderDocument(
  request: Request,
  document: ReactNode,
  responseStatusCode: number,
  responseHeaders: Headers,
  steps: readonly DocumentStep[] = documentSteps,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(document, {
      // Never outline a finished Suspense boundary into a hidden copy that a
      // script reveals later (React does so past ~12 KB to paint the shell
      // sooner, which is moot when the page is sent whole): its content
      // stays in place in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Every page is sent whole (see above), so wait for all of it: the
      // HTML then holds each Suspense boundary's content in place, not a
      // fallback plus a hidden copy that a script moves in later.
      onAllReady() {
        // The whole page first: its steps read the final HTML.
        const chunks: Buffer[] = [];
        const collector = new PassThrough();
        collector.on("data", (chunk: Buffer) => chunks.push(chunk));
        collector.on("end", () => {
          clearTimeout(timeoutId);
          // Nothing may throw out of a stream listener (it would stop the process).
          try {
            const rendered = Buffer.concat(chunks).toString("utf8");
            const finished = finishDocument(
              rendered,
              responseStatusCode,
              (error) => console.error(renderErrorLine(request, error)),
              steps,
            );
            for (const [name, value] of Object.entries(finished.headers)) responseHeaders.set(name, value);
            resolve(new Response(finished.html, { headers: responseHeaders, status: finished.status }));
          } catch (error) {
            reject(error);
          }
        });
        // A stream error (an abort mid-render) rejects the request, answered by the server's error page,
        // instead of an unhandled 'error' event that would stop the process (issue 40 item 7).
        collector.on("error", (error) => {
          clearTimeout(timeoutId);
          reject(error);
        });
        pipe(collector);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      // Called for every error, in the shell (before onShellError) and inside Suspense boundaries.
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(renderErrorLine(request, error));
      },
    });
  });
}

/**
 * For the Node server (server/index.ts reads it from `build.entry.module`):
 * opens the site's one outbox with the server's settings, the same module
 * instance the endpoints and form actions of this build record into.
 */
export { configureOutbox } from "./lib/messages/messages.server";

/**
 * The public settings this build was made with, for the server's launch
 * report and /healthz (server/index.ts reads them from `build.entry.module`),
 * and the company's name from its facts, for the e-mails the server sends.
 */
export const publicSiteConfig = { ...siteConfig, brandName: siteFacts.brand.name };

/**
 * The query values that make a page of their own (a post, one of our tours,
 * a contact topic), for the server's choice between a pre-rendered file and a
 * render, and its render cache's key (server/index.ts reads it from `build.entry.module`).
 */
export { pageQueries } from "./lib/seo/page-queries.server";
// The day-of status as it stands (issue 41): /status.json, answered by the server before React Router.
// With the page's live data (issue 43): `liveJson` answers /status.json?tour=<slug> with the forecast, from the
// weather service the server names at start (`configureWeather`, WEATHER_API_ORIGIN).
export { liveJson, statusJson } from "./lib/status/live-status.server";
export { configureWeather } from "./lib/status/weather.server";
// Live departures (issue 43 item 3): FareHarbor's API keys, server only, handed over at start.
export { configureDepartures } from "./lib/status/departures.server";
// The staff status page (issue 41), behind the server's sign-in (server/staff.ts).
export { staffStatusPage } from "./lib/status/staff-page.server";
