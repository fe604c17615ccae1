import { describe, expect, it } from "vitest";
import { deferHydrationScripts } from "./deferred-scripts";

// The shape React Router 8's <Scripts> renders (hoisted preloads in <head>,
// context and module scripts at the end of <body>).
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<style data-precedence="app" data-href="/assets/app-x.css">body{color:red}</style>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/tours-4.js"/>',
  '<link rel="icon" href="/favicon.svg"/>',
  "</head><body><main>Tours</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/tours-4.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/tours":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

describe("deferHydrationScripts", () => {
  const html = deferHydrationScripts(page);
  const head = html.slice(0, html.indexOf("</head>"));
  const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("leaves no modulepreload link in the HTML", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(head).toContain("body{color:red}");
  });

  it("imports the same modules, under the same names, only after the first paint", () => {
    expect(moduleScript).not.toMatch(/^\s*import[\s*"]/m);
    const wait = moduleScript.indexOf("requestAnimationFrame");
    const load = moduleScript.indexOf(
      'for(const u of ["/assets/manifest-1.js","/assets/root-3.js","/assets/tours-4.js"]){__modules.push(await import(u));',
    );
    expect(wait).toBeGreaterThan(-1);
    expect(load).toBeGreaterThan(wait);
    expect(
      moduleScript.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/tours":route1};'),
    ).toBeGreaterThan(load);
    expect(moduleScript.trimEnd().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
  });

  it("asks for every module the page preloaded, at once, after the first paint", () => {
    const preloads = moduleScript.indexOf(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/tours-4.js"]',
    );
    expect(preloads).toBeGreaterThan(moduleScript.indexOf("requestAnimationFrame"));
    expect(preloads).toBeLessThan(moduleScript.indexOf("await import("));
  });

  it("remembers a header tap made before hydration", () => {
    expect(moduleScript.indexOf("window.__earlyTap=")).toBeLessThan(moduleScript.indexOf("await"));
    expect(moduleScript).toContain("window.__earlyTap===false");
  });

  it("keeps the rest of the page as it was", () => {
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(deferHydrationScripts("<html><body>no scripts</body></html>")).toBe("<html><body>no scripts</body></html>");
  });
});
