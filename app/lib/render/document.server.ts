/**
 * What happens to a rendered page before it is sent (issue 29): a list of
 * named pure steps, each taking the document and giving the next one, applied
 * in one place ({@link finishDocument}) inside a try/catch. A step that throws
 * (an inline script nothing in the pipeline writes, or any bug) answers 500
 * with the static §8 page and one log line; the server carries on.
 *
 * The pre-rendered pages get the same steps when they are rendered at build
 * time, then the build finishes them (scripts/finish-pages.mjs: React
 * Router's scripts start after the first paint, and the policy is written
 * again for the scripts that step wrote).
 */
import { withScriptPolicy, withZodJitless } from "./csp.server";
import { errorPage, errorPagePolicy } from "./error-page";

export type RenderedDocument = {
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
};

export type DocumentStep = (document: RenderedDocument) => RenderedDocument;

/** zod's jitless setting, an inline script of the pipeline's own (app/lib/render/csp-scripts.ts). */
export function addZodJitless(document: RenderedDocument): RenderedDocument {
  return { ...document, html: withZodJitless(document.html) };
}

/** The script policy: meta and header, hashing only the inline scripts the pipeline writes; throws on any other. */
export function applyScriptPolicy(document: RenderedDocument): RenderedDocument {
  const { html, header } = withScriptPolicy(document.html);
  return { html, headers: { ...document.headers, "Content-Security-Policy": header } };
}

export function setDocumentHeaders(document: RenderedDocument): RenderedDocument {
  return { ...document, headers: { ...document.headers, "Content-Type": "text/html" } };
}

/** Every step, in order (in development only the headers: Vite's client needs inline code). */
export const documentSteps: readonly DocumentStep[] = import.meta.env.DEV
  ? [setDocumentHeaders]
  : [addZodJitless, applyScriptPolicy, setDocumentHeaders];

export type FinishedDocument = RenderedDocument & { readonly status: number };

/** The answer when a step fails: SPEC §8's static page, never cached. */
export const failedDocument: FinishedDocument = {
  status: 500,
  html: errorPage,
  headers: {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": errorPagePolicy,
    "Cache-Control": "no-store",
  },
};

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
    const document = steps.reduce<RenderedDocument>((current, step) => step(current), { html, headers: {} });
    return { ...document, status };
  } catch (error) {
    onError(error);
    return failedDocument;
  }
}
