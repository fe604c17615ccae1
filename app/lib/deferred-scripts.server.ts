/**
 * Starts the page's JavaScript after its first paint (decisions 007, 008 and
 * 011). React Router's <Scripts> sends ~40 modulepreload links in the <head>
 * and a module script whose static imports start downloading as soon as the
 * HTML is parsed: on a phone's link they compete with the hero image and the
 * fonts, and Lighthouse counts them before the first paint (FCP 1.95 s and
 * LCP 3.07 s on `/` without this rewrite, 1.05 s and 1.50 s with it, in one
 * sitting; the no-JS page: 1.06 s and 1.44 s).
 *
 * After the rewrite:
 * - no modulepreload link is in the HTML;
 * - the module script waits for the first paint (one animation frame, at once
 *   in a hidden tab, which gets none), then adds the same modulepreload links
 *   in one insertion (the whole graph downloads in parallel, not as an import
 *   waterfall) and imports the same modules under the same names, one graph
 *   per task.
 * A tap on the header's menu or search before hydration is remembered by
 * React's bootstrap script (app/lib/early-tap.ts).
 *
 * React Router's output is read, not assumed: a page with its module script
 * in a shape this does not recognise throws (the build's pre-rendering fails
 * on it) rather than being sent unchanged or broken, and the browser tests
 * read every built page (tests/e2e/head-order.spec.ts).
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
/** `import "x";` and `import * as name from "x";` at the start of a line (not the dynamic `import("x")`). */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("\/[^"]+");?$/gm;
const DYNAMIC_ENTRY = /^import\(("\/[^"]+")\);?$/m;

const AFTER_FIRST_PAINT =
  'await new Promise(function(r){document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(r,0)}):r()});';

/** React Router's script shape has changed: the rewrite refuses to guess. */
export class ScriptShapeError extends Error {
  override name = "ScriptShapeError";
}

export function deferHydrationScripts(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const preloads = [...new Set([...html.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? ""))];
  // A page without React Router's scripts (none on this site today) is left alone.
  if (scripts.length === 0 && preloads.length === 0) return html;
  if (scripts.length !== 1) throw new ScriptShapeError(`expected one module script, found ${scripts.length}`);
  const [script] = scripts;
  const source = script?.[1] ?? "";

  const imports = [...source.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] ?? null, url: m[2] ?? "" }));
  const body = source.replace(STATIC_IMPORT, "");
  if (imports.length === 0) throw new ScriptShapeError("the module script has no static import");
  if (/^\s*import\s/m.test(body.replace(DYNAMIC_ENTRY, "")))
    throw new ScriptShapeError("the module script has an import this rewrite does not recognise");
  if (!DYNAMIC_ENTRY.test(body)) throw new ScriptShapeError("the module script does not import the client entry");
  if (preloads.length === 0) throw new ScriptShapeError("no modulepreload link");
  if (/<link[^>]*rel="modulepreload"/.test(html.replace(MODULEPRELOAD, "")))
    throw new ScriptShapeError("a modulepreload link this rewrite does not recognise");

  const addPreloads = `var f=document.createDocumentFragment();${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);`;
  // One module graph per task (they download in parallel all the same), so no
  // single task evaluates the whole app.
  const names = imports.map((i) => i.name ?? "").join(",");
  const load = `const __modules=[];for(const u of [${imports.map((i) => i.url).join(",")}]){__modules.push(await import(u));await new Promise(function(r){setTimeout(r,0)})}const [${names}]=__modules;`;
  const rewritten = `<script type="module" async="">${AFTER_FIRST_PAINT}${addPreloads}${load}${body}</script>`;

  return html.replace(MODULEPRELOAD, "").replace(MODULE_SCRIPT, () => rewritten);
}
