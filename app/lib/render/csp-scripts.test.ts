// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  knownScriptHashes,
  readPageScripts,
  recogniseScript,
  scriptHash,
  UnknownScriptError,
  ZOD_JITLESS,
} from "./csp-scripts";

// React Router 8.4.0's inline scripts, as it renders them (production build; the
// built pages hold them all: tests/e2e/head-order.spec.ts and security.spec.ts).
const restoreScroll =
  '(storageKey, restoreKey) => {\n\t\tif (!window.history.state || !window.history.state.key) {\n\t\t\tlet key = Math.random().toString(32).slice(2);\n\t\t\twindow.history.replaceState({ key }, "");\n\t\t}\n\t\ttry {\n\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];\n\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);\n\t\t} catch (error) {\n\t\t\tconsole.error(error);\n\t\t\tsessionStorage.removeItem(storageKey);\n\t\t}\n\t}';
const scroll = `(${restoreScroll})("react-router-scroll-positions", null)`;
const context =
  'window.__reactRouterContext = {"basename":"/","future":{},"routeDiscovery":{"mode":"initial"},"ssr":true,"isSpaMode":false};' +
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const data = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify('[{"_1":2},"loaderData",{"a":"\\u003cscript>"}]\n')});`;
const dataEnd = "window.__reactRouterContext.streamController.close();";
const modules = `import "/assets/manifest-6fb6197f.js";
import * as route0 from "/assets/root-Bq1.js";
import * as route1_clientLoader from "/assets/home-client-loader-x.js";
import * as route1_main from "/assets/home-Cx.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-wN0pa74F.js");`;

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head><body>${body}</body></html>`;
const script = (text: string, attributes = "") => `<script${attributes}>${text}</script>`;

describe("recogniseScript", () => {
  it.each([
    ["zod-jitless", ZOD_JITLESS, ""],
    ["react-router-context", context, ""],
    ["react-router-scroll-restoration", scroll, ""],
    ["react-router-data", data, ""],
    ["react-router-data-end", dataEnd, ""],
    ["react-router-modules", modules, "module"],
    ["empty", " ", ""],
    ["data", '{"@context":"https://schema.org"}', "application/ld+json"],
  ])("knows %s", (kind, text, type) => {
    expect(recogniseScript({ text, type })).toBe(kind);
  });

  it.each([
    ["a script of its own", "alert(1)", ""],
    ["code after React Router's context", context + "alert(1);", ""],
    ["code inside the context's JSON", context.replace('"ssr":true', '"ssr":alert(1)'), ""],
    [
      "stream data that is not one JSON string",
      'window.__reactRouterContext.streamController.enqueue("a"+alert(1));',
      "",
    ],
    [
      "stream data that closes the string early",
      'window.__reactRouterContext.streamController.enqueue("a");alert(1);("b");',
      "",
    ],
    ["another scroll function", scroll.replace("window.scrollTo(0, storedY)", "alert(storedY)"), ""],
    ["code in the scroll key", scroll.replace('"react-router-scroll-positions"', "alert(1)"), ""],
    [
      "a module importing from elsewhere",
      modules.replace('"/assets/root-Bq1.js"', '"https://evil.example/x.js"'),
      "module",
    ],
    ["a module with a statement of its own", modules + "\nalert(1);", "module"],
    ["React Router's context as a module", context, "module"],
    ["an import map", '{"imports":{}}', "importmap"],
    ["an unknown type", "alert(1)", "text/x-mine"],
  ])("refuses %s", (_, text, type) => {
    expect(recogniseScript({ text, type })).toBeNull();
  });
});

describe("knownScriptHashes", () => {
  it("hashes each script the pipeline writes, once, and no data block or script file", () => {
    const html = page(
      script('{"@type":"Thing"}', ' type="application/ld+json"') +
        script(context) +
        script(modules, ' type="module" async=""') +
        script(data) +
        script(dataEnd) +
        script("", ' src="/assets/x.js"'),
    );
    expect(knownScriptHashes(readPageScripts(html).scripts)).toEqual(
      [context, modules, data, dataEnd].map(scriptHash),
    );
  });

  it("hashes a script the caller wrote itself", () => {
    const html = page(script("window.loader=1", ' type="module"'));
    expect(knownScriptHashes(readPageScripts(html).scripts, ["window.loader=1"])).toEqual([
      scriptHash("window.loader=1"),
    ]);
  });

  it.each([
    ["in the body", page(script(dataEnd) + "<script>alert(1)</script>")],
    ["in the head", page("").replace("<title>", "<script>alert(1)</script><title>")],
    ["in a template", page("<template><script>alert(1)</script></template>")],
    ["in an svg", page("<svg><script>alert(1)</script></svg>")],
    ["with an upper-case tag", page("<SCRIPT>alert(1)</SCRIPT>")],
  ])("refuses an inline script nothing writes, %s, naming it", (_, html) => {
    const scripts = readPageScripts(html).scripts;
    expect(() => knownScriptHashes(scripts)).toThrow(UnknownScriptError);
    expect(() => knownScriptHashes(scripts)).toThrow("alert(1)");
  });
});

describe("readPageScripts", () => {
  it("gives each script's text and place, the modulepreload links and the policy meta", () => {
    const html =
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="a &amp; b"/>' +
      '<link rel="modulepreload" href="/assets/a.js"/></head><body><script type="Module">x</script></body></html>';
    const read = readPageScripts(html);
    expect(read.scripts).toEqual([
      { type: "module", src: null, text: "x", start: html.indexOf("<script"), end: html.indexOf("</body>") },
    ]);
    expect(read.modulePreloads.map((link) => link.href)).toEqual(["/assets/a.js"]);
    expect(read.policyMeta?.content).toBe("a & b");
    expect(read.metaAt).toBe(html.indexOf("<meta http-equiv"));
  });
});
