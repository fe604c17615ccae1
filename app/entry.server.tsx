import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { AppCssContext, appCss } from "./lib/app-styles";
import { applyContentSecurityPolicy } from "./lib/csp.server";
import { deferHydrationScripts } from "./lib/deferred-scripts";

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
 * React Router's default Node entry, with two changes for the first paint
 * (issue 11): the stylesheet is inlined into the <head> (AppStyles), and the
 * hydration scripts start after the first paint (deferHydrationScripts). The
 * page is rendered whole before it is sent — every page is small and
 * pre-rendered or quick — so the rewrite sees the complete HTML.
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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <AppCssContext value={readAppCss()}>
        <ServerRouter context={routerContext} url={request.url} />
      </AppCssContext>,
      {
        // Never outline a finished Suspense boundary into a hidden copy that a
        // script reveals later (React does so past ~12 KB to paint the shell
        // sooner, which is moot when the page is sent whole): its content
        // stays in place in the HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every page is sent whole (see above), so wait for all of it: the
        // HTML then holds each Suspense boundary's content in place, not a
        // fallback plus a hidden copy that a script moves in later.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const collector = new PassThrough();
          collector.on("data", (chunk: Buffer) => chunks.push(chunk));
          collector.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = deferHydrationScripts(Buffer.concat(chunks).toString("utf8"));
            // Issue 21: the policy hashes whatever inline scripts the final HTML holds.
            const page = applyContentSecurityPolicy(html, responseHeaders);
            const body = new PassThrough();
            body.end(page);
            responseHeaders.set("Content-Type", "text/html");
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(collector);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
