/**
 * What happens to a rendered page before it is sent (issue 29): a list of
 * named pure steps, each taking the document and giving the next one, applied
 * in one place ({@link finishDocument}) inside a try/catch. A step that throws
 * (an inline script nothing in the pipeline writes, or any bug) answers 500
 * with the static §8 page and one log line; the server carries on.
 *
 * The pre-rendered pages go through the same steps when React Router's
 * pre-render and scripts/prerender-posts.mjs render them at build time, so
 * every page leaves here finished; a step that throws there fails the build.
 */
import { withScriptPolicy, withZodJitless } from "./csp.server";
import { deferScripts } from "./defer-scripts.server";
import { errorPage, errorPagePolicy, errorPages } from "./error-page";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locales";

export type RenderedDocument = {
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Inline scripts a step wrote itself (the loader), which the script policy hashes as the pipeline's own. */
  readonly written: readonly string[];
};

export type DocumentStep = (document: RenderedDocument) => RenderedDocument;

/** React Router's scripts start after the first paint (defer-scripts.server.ts); its loader is a script the pipeline wrote. */
export function deferRouterScripts(document: RenderedDocument): RenderedDocument {
  const { html, loader } = deferScripts(document.html);
  return loader === null ? document : { ...document, html, written: [...document.written, loader] };
}

/** zod's jitless setting, an inline script of the pipeline's own (app/lib/render/csp-scripts.ts). */
export function addZodJitless(document: RenderedDocument): RenderedDocument {
  return { ...document, html: withZodJitless(document.html) };
}

/** The script policy: meta and header, hashing only the inline scripts the pipeline writes; throws on any other. */
export function applyScriptPolicy(document: RenderedDocument): RenderedDocument {
  const { html, header } = withScriptPolicy(document.html, document.written);
  return { ...document, html, headers: { ...document.headers, "Content-Security-Policy": header } };
}

export function setDocumentHeaders(document: RenderedDocument): RenderedDocument {
  return { ...document, headers: { ...document.headers, "Content-Type": "text/html" } };
}

/** Every step, in order: the policy comes after every step that writes a script. */
export const productionSteps: readonly DocumentStep[] = [
  deferRouterScripts,
  addZodJitless,
  applyScriptPolicy,
  setDocumentHeaders,
];

/** The steps of this build (in development only the headers: Vite's client needs inline code). */
export const documentSteps: readonly DocumentStep[] = import.meta.env.DEV ? [setDocumentHeaders] : productionSteps;

export type FinishedDocument = RenderedDocument & { readonly status: number };

/** The answer when a step fails: SPEC §8's static page, never cached, in `html` (the fallback page in a language). */
export const failedDocumentWith = (html: string): FinishedDocument => ({
  status: 500,
  written: [],
  html,
  headers: {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": errorPagePolicy,
    "Cache-Control": "no-store",
  },
});

/** The failed answer in English. */
export const failedDocument = failedDocumentWith(errorPage);

/**
 * The rendered page through every step; on a failure, {@link failedDocument}
 * and `onError(error)` (the caller logs one line).
 */
export function finishDocument(
  html: string,
  status: number,
  onError: (error: unknown) => void,
  steps: readonly DocumentStep[] = documentSteps,
): FinishedDocument {
  try {
    const document = steps.reduce<RenderedDocument>((current, step) => step(current), {
      html,
      headers: {},
      written: [],
    });
    return { ...document, status };
  } catch (error) {
    onError(error);
    // In the language the page was written in (decision 035): its <html lang> says it.
    const lang = /^<!DOCTYPE html><html lang="([\w-]+)"/i.exec(html)?.[1];
    const locale = (Object.keys(LOCALES) as Locale[]).find((key) => LOCALES[key].htmlLang === lang);
    return locale && locale !== DEFAULT_LOCALE ? failedDocumentWith(errorPages[locale]) : failedDocument;
  }
}
