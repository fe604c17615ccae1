import { describe, expect, it } from "vitest";
import { deferHydrationScripts, ScriptShapeError } from "./deferred-scripts.server";

// React Router's real output is checked on every built page by tests/e2e/head-order.spec.ts; these
// pages only show what the rewrite does with a shape it does not recognise.
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}"/>`;
const moduleScript = (source: string) => `<script type="module" async="">${source}</script>`;
const entry = 'import("/assets/entry.client-1.js");';

describe("deferHydrationScripts", () => {
  it("moves the preloads and the imports after the first paint, keeping the module names", () => {
    const html = deferHydrationScripts(
      page(
        preload("/assets/a-1.js") + preload("/assets/b-1.js"),
        moduleScript(
          `import "/assets/a-1.js";\nimport * as route0 from "/assets/b-1.js";\nwindow.m = {route0};\n${entry}`,
        ),
      ),
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    const [, source = ""] = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html) ?? [];
    expect(source.indexOf("requestAnimationFrame")).toBeLessThan(source.indexOf("modulepreload"));
    expect(source).toContain('["/assets/a-1.js","/assets/b-1.js"]');
    expect(source).toContain('for(const u of ["/assets/a-1.js","/assets/b-1.js"])');
    expect(source).toContain("const [,route0]=__modules;");
    expect(source).toContain(entry);
    expect(source).not.toMatch(/^import /m);
  });

  it("leaves a page without React Router's scripts alone", () => {
    const html = page("<title>Error</title>", "<p>Something went wrong</p>");
    expect(deferHydrationScripts(html)).toBe(html);
  });

  it.each([
    ["two module scripts", page(preload("/a.js"), moduleScript(`import "/a.js";\n${entry}`).repeat(2))],
    ["no static import", page(preload("/a.js"), moduleScript(entry))],
    [
      "an import it does not read",
      page(preload("/a.js"), moduleScript(`import "/a.js";\nimport { x } from "/b.js";\n${entry}`)),
    ],
    ["no client entry", page(preload("/a.js"), moduleScript('import "/a.js";'))],
    ["no modulepreload", page("", moduleScript(`import "/a.js";\n${entry}`))],
    [
      "a modulepreload it does not read",
      page(`<link href="/b.js" rel="modulepreload">${preload("/a.js")}`, moduleScript(`import "/a.js";\n${entry}`)),
    ],
  ])("refuses a page with %s rather than send it unchanged", (_, html) => {
    expect(() => deferHydrationScripts(html)).toThrow(ScriptShapeError);
  });
});
