// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferScripts, ScriptShapeError } from "./defer-scripts.server";

// React Router's real output is checked on every built page and pages rendered on request by tests/e2e/head-order.spec.ts; these
// pages show what the rewrite does, and what it does with a shape it does not recognise.
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}"/>`;
const moduleScript = (source: string) => `<script type="module" async="">${source}</script>`;
const entry = 'import("/assets/entry.client-1.js");';

describe("deferScripts", () => {
  it("moves the preloads and the imports after the first paint, keeping the module names and every other byte", () => {
    const source = `import "/assets/a-1.js";\nimport * as route0 from "/assets/b-1.js";\nwindow.m = {route0};\n${entry}`;
    const before = page(
      `<title>A &amp; B</title>${preload("/assets/a-1.js")}<style>p{}</style>${preload("/assets/b-1.js")}`,
      `<p data-x='1'>Hi</p>${moduleScript(source)}<script>window.__x=1</script>`,
    );
    const result = deferScripts(before);
    const { html } = result;
    const loader = result.loader ?? "";
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toBe(
      page(
        "<title>A &amp; B</title><style>p{}</style>",
        `<p data-x='1'>Hi</p><script type="module" async="">${loader}</script><script>window.__x=1</script>`,
      ),
    );
    expect(loader.indexOf("requestAnimationFrame")).toBeLessThan(loader.indexOf("modulepreload"));
    expect(loader).toContain('["/assets/a-1.js","/assets/b-1.js"]');
    expect(loader).toContain('for(const u of ["/assets/a-1.js","/assets/b-1.js"])');
    expect(loader).toContain("const [,route0]=__modules;");
    expect(loader).toContain(entry);
    expect(loader).not.toMatch(/^import /m);
  });

  it("leaves a page without React Router's scripts alone", () => {
    const html = page("<title>Error</title>", "<p>Something went wrong</p>");
    expect(deferScripts(html)).toEqual({ html, loader: null });
  });

  const a = preload("/assets/a-1.js");
  it.each([
    ["two module scripts", page(a, moduleScript(`import "/assets/a-1.js";\n${entry}`).repeat(2))],
    ["no static import", page(a, moduleScript(entry))],
    [
      "an import it does not read",
      page(a, moduleScript(`import "/assets/a-1.js";\nimport { x } from "/assets/b-1.js";\n${entry}`)),
    ],
    ["no client entry", page(a, moduleScript('import "/assets/a-1.js";'))],
    ["no modulepreload", page("", moduleScript(`import "/assets/a-1.js";\n${entry}`))],
    [
      "a modulepreload written differently",
      page(`<link href="/assets/b-1.js" rel="modulepreload">${a}`, moduleScript(`import "/assets/a-1.js";\n${entry}`)),
    ],
    [
      "a modulepreload with an integrity",
      page(
        `<link rel="modulepreload" href="/assets/b-1.js" integrity="sha384-x">`,
        moduleScript(`import "/assets/b-1.js";\n${entry}`),
      ),
    ],
    ["a module script from a file", page(a, `<script type="module" async="" src="/assets/a-1.js"></script>`)],
  ])("refuses a page with %s rather than send it unchanged", (_, html) => {
    expect(() => deferScripts(html)).toThrow(ScriptShapeError);
  });
});
