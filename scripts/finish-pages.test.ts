// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withScriptPolicy } from "../app/lib/render/csp.server";
import { scriptHash } from "../app/lib/render/csp-scripts";
import { earlyTapScript } from "../app/lib/render/early-tap";
import { finishPage } from "./finish-pages.mjs";

// A page as React Router renders it (the real pages are read by tests/e2e/head-order.spec.ts
// and security.spec.ts, and the real build step by head-order.spec.ts).
const rendered = (extra = "") =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/></head>' +
  '<body><p>Hi</p><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>' +
  `${extra}<script id="_R_">${earlyTapScript}</script></body></html>`;

describe("finishPage", () => {
  it("defers the scripts and writes a policy of the scripts the pipeline wrote, the loader included", () => {
    const html = finishPage(rendered(), "build/client/x.html", { withScriptPolicy });
    const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader.startsWith("await new Promise(")).toBe(true);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const hashes = /script-src ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-[^']+'/g);
    expect(hashes).toEqual([scriptHash(loader), scriptHash(earlyTapScript)]);
    expect(html.match(/http-equiv/g)).toHaveLength(1);
  });

  it("refuses a page holding an inline script nothing in the pipeline writes, naming the file", () => {
    expect(() =>
      finishPage(rendered("<script>alert(1)</script>"), "build/client/x.html", { withScriptPolicy }),
    ).toThrow(
      "finish-pages: build/client/x.html: UnknownScriptError: an inline script nothing in the pipeline writes: alert(1)",
    );
  });

  it("refuses React Router scripts of a shape it does not read, naming the file", () => {
    const twoModules = rendered('<script type="module" async="">import("/assets/entry.client-1.js");</script>');
    expect(() => finishPage(twoModules, "build/client/y.html", { withScriptPolicy })).toThrow(
      "finish-pages: build/client/y.html: ScriptShapeError: expected one module script, found 2",
    );
  });
});
