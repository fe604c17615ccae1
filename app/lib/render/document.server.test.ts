// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { ZOD_JITLESS } from "./csp-scripts";
import {
  addZodJitless,
  applyScriptPolicy,
  failedDocument,
  finishDocument,
  setDocumentHeaders,
  type DocumentStep,
} from "./document.server";
import { errorPage } from "./error-page";

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head><body><p>Hi</p></body></html>';
const steps = [addZodJitless, applyScriptPolicy, setDocumentHeaders];
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

  it("refuses a page holding an inline script nothing in the pipeline writes", () => {
    const onError = vi.fn();
    const injected = page.replace("<p>Hi</p>", "<p>Hi</p><script>alert(1)</script>");
    expect(finishDocument(injected, 200, onError, steps).status).toBe(500);
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/^UnknownScriptError: .*alert\(1\)/);
  });
});
