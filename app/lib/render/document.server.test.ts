// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { scriptHash, ZOD_JITLESS } from "./csp-scripts";
import {
  addZodJitless,
  failedDocument,
  finishDocument,
  productionSteps as steps,
  setDocumentHeaders,
  type DocumentStep,
} from "./document.server";
import { earlyTapScript } from "./early-tap";
import { errorPage, errorPageFor } from "./error-page";

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head><body><p>Hi</p></body></html>';
const failing: DocumentStep = () => {
  throw new TypeError("the step broke");
};

describe("finishDocument", () => {
  it("applies every step in order", () => {
    const onError = vi.fn();
    const finished = finishDocument(page, 200, onError, steps);
    expect(finished.status).toBe(200);
    expect(finished.html).toContain(`<script>${ZOD_JITLESS}</script></head>`);
    expect(finished.html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv/);
    expect(finished.headers["Content-Type"]).toBe("text/html");
    expect(finished.headers["Content-Security-Policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(finished.headers["Content-Security-Policy"]).toMatch(/; frame-ancestors 'self'$/);
    expect(onError).not.toHaveBeenCalled();
  });

  it("hashes what it wrote itself: zod's setting and nothing else on a page without React Router's scripts", () => {
    const finished = finishDocument(page, 200, vi.fn(), steps);
    const hashes = /script-src ([^;]*)/.exec(finished.headers["Content-Security-Policy"] ?? "")?.[1];
    expect(hashes?.match(/'sha256-[^']+'/g)).toEqual([scriptHash(ZOD_JITLESS)]);
  });

  it("answers a failing step with the §8 page and status 500, reports the error once, and finishes the next page", () => {
    const onError = vi.fn();
    const failed = finishDocument(page, 200, onError, [addZodJitless, failing, setDocumentHeaders]);
    expect(failed).toBe(failedDocument);
    expect(failed.status).toBe(500);
    expect(failed.html).toBe(errorPage);
    expect(failed.headers["Cache-Control"]).toBe("no-store");
    expect(onError.mock.calls).toEqual([[new TypeError("the step broke")]]);

    expect(finishDocument(page, 200, onError, steps).status).toBe(200);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("answers a failing Spanish page with the §8 page in Spanish (decision 035), its home link marked English", () => {
    const spanish = page.replace('<html lang="en">', '<html lang="es-US">');
    const failed = finishDocument(spanish, 200, vi.fn(), [failing]);
    expect(failed.status).toBe(500);
    expect(failed.html).toMatch(/^<!doctype html>\n<html lang="es-US">/);
    expect(failed.html).toContain("<title>Algo salió mal</title>");
    expect(failed.html).toContain("<h1>Algo salió mal</h1>");
    expect(failed.html).toContain('<a class="retry" href="">Intentar de nuevo</a>');
    expect(failed.html).toContain('<a href="/es/">Volver a la página de inicio</a>');
    expect(errorPageFor("/es/booking")).toBe(failed.html);
    expect(errorPageFor("/booking")).toBe(errorPage);
    expect(errorPage).toContain('<html lang="en">');
    expect(errorPage).toContain('<a href="/">Return to Home Page</a>');
  });

  it("refuses a page holding an inline script nothing in the pipeline writes", () => {
    const onError = vi.fn();
    const injected = page.replace("<p>Hi</p>", "<p>Hi</p><script>alert(1)</script>");
    expect(finishDocument(injected, 200, onError, steps).status).toBe(500);
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/^UnknownScriptError: .*alert\(1\)/);
  });
});

// A page as React Router renders it (its real output is read by tests/e2e/head-order.spec.ts and security.spec.ts).
const rendered = (extra = "") =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/></head>' +
  '<body><p>Hi</p><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>' +
  `${extra}</body></html>`;

describe("React Router's scripts through the steps", () => {
  it("start after the first paint, and the policy hashes the loader the pipeline wrote", () => {
    const onError = vi.fn();
    const finished = finishDocument(rendered(), 200, onError, steps);
    expect(onError).not.toHaveBeenCalled();
    expect(finished.html).not.toContain('<link rel="modulepreload"');
    const modules = [...finished.html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
    expect(modules).toHaveLength(1);
    const loader = modules[0]?.[1] ?? "";
    // First it keeps a header tap made before hydration, then it waits for the first paint.
    expect(loader.startsWith(`${earlyTapScript}await new Promise(`)).toBe(true);
    expect(loader).toContain("requestAnimationFrame");
    const header = finished.headers["Content-Security-Policy"] ?? "";
    const hashes = /script-src ([^;]*)/.exec(header)?.[1]?.match(/'sha256-[^']+'/g);
    expect(hashes).toEqual([scriptHash(ZOD_JITLESS), scriptHash(loader)]);
    expect(finished.html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("refuses an inline script nothing in the pipeline writes, by name", () => {
    const onError = vi.fn();
    expect(finishDocument(rendered("<script>alert(1)</script>"), 200, onError, steps).status).toBe(500);
    expect(String(onError.mock.calls[0]?.[0])).toBe(
      "UnknownScriptError: an inline script nothing in the pipeline writes: alert(1)",
    );
  });

  it("refuses React Router scripts of a shape the rewrite does not read, by name", () => {
    const onError = vi.fn();
    const twoModules = rendered('<script type="module" async="">import("/assets/entry.client-1.js");</script>');
    expect(finishDocument(twoModules, 200, onError, steps).status).toBe(500);
    expect(String(onError.mock.calls[0]?.[0])).toBe("ScriptShapeError: expected one module script, found 2");
  });
});
