import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { AppCssContext, appCss } from "./lib/app-styles";
import { applyContentSecurityPolicy } from "./lib/csp.server";
import { deferHydrationScripts } from "./lib/deferred-scripts.server";
import { earlyTapScript } from "./lib/early-tap";

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
 * 11): the stylesheet is inlined into the <head> (AppStyles), a tap on the
 * header's menu or search before hydration is remembered (lib/early-tap.ts),
 * every page is rendered whole before it is sent (every page is small and
 * pre-rendered or quick), and React Router's scripts start after the first
 * paint (lib/deferred-scripts.server.ts, docs/decisions/011).
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
  return `render error ${request.method.toUpperCase()} ${url.pathname}${url.search}: ${name}: ${message}`;
}

/**
 * Renders the document whole, then sends it. Every render error is logged
 * with its URL, in the shell or inside a Suspense boundary (where React
 * renders the boundary's fallback and the status becomes 500).
 */
export function renderDocument(
  request: Request,
  document: ReactNode,
  responseStatusCode: number,
  responseHeaders: Headers,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(document, {
      // Never outline a finished Suspense boundary into a hidden copy that a
      // script reveals later (React does so past ~12 KB to paint the shell
      // sooner, which is moot when the page is sent whole): its content
      // stays in place in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Runs as soon as the page is parsed: remembers a header tap made before hydration.
      bootstrapScriptContent: earlyTapScript,
      // Every page is sent whole (see above), so wait for all of it: the
      // HTML then holds each Suspense boundary's content in place, not a
      // fallback plus a hidden copy that a script moves in later.
      onAllReady() {
        // The whole page first: its script policy hashes whatever inline
        // scripts the final HTML holds (issue 21, app/lib/csp.ts).
        const chunks: Buffer[] = [];
        const collector = new PassThrough();
        collector.on("data", (chunk: Buffer) => chunks.push(chunk));
        collector.on("end", () => {
          clearTimeout(timeoutId);
          const rendered = Buffer.concat(chunks).toString("utf8");
          // The scripts start after the first paint (not in development: Vite's client loads its own way).
          const html = applyContentSecurityPolicy(
            import.meta.env.DEV ? rendered : deferHydrationScripts(rendered),
            responseHeaders,
          );
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
