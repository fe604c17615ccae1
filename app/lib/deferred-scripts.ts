/**
 * Server-side rewrite of the page's scripts so the first paint needs only the
 * HTML (issue 11): React Router's <Scripts> asks for ~35 modulepreloads in the
 * <head> and a module script whose static imports all start downloading as
 * soon as the HTML is parsed — 130 KB of JavaScript competing with the hero
 * image and the fonts on a phone's link.
 *
 * After the rewrite:
 * - no modulepreload link is in the HTML;
 * - the module script waits for the first paint (one animation frame; at once
 *   in a hidden tab, which gets none), then adds the same modulepreload links
 *   (so the whole graph downloads in parallel, not as an import waterfall)
 *   and imports the same modules with the same names, one graph per task;
 * - a tap on the menu or search button before hydration is remembered
 *   (`window.__earlyTap`, replayed by the header once hydrated, which then
 *   sets it to false: React handles taps from then on) and the button shows
 *   it is loading (aria-busy).
 *
 * React hydrates the result: the modulepreload links it renders during
 * hydration are matched against the ones the script added, and the two
 * scripts' contents are never compared (suppressHydrationWarning).
 */

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// `import "x";` and `import * as name from "x";` (not the dynamic `import("x")`).
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");?/g;

/** Where the header's buttons record a tap that came before hydration. */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

// Runs at once, before the first paint: remembers which button was tapped
// before React listens, and shows that it is on its way.
const earlyTapScript = `document.addEventListener("click",function(e){if(window.__earlyTap===false)return;var b=e.target instanceof Element&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!b)return;window.__earlyTap=b.getAttribute("${EARLY_TAP_ATTRIBUTE}");b.setAttribute("aria-busy","true")},true);`;

const afterFirstPaint = `await new Promise(function(r){document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(r,0)}):r()});`;

export function deferHydrationScripts(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const preloads = [...new Set([...html.matchAll(MODULEPRELOAD)].map((m) => m[1]))];

  let body = module[1] ?? "";
  const imports: { name: string | null; url: string }[] = [];
  body = body.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) => {
    imports.push({ name: name ?? null, url });
    return "";
  });

  // One insertion for all links (35 separate ones cost ~10 ms on a phone).
  const addPreloads = `var f=document.createDocumentFragment();${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);`;
  const names = imports.map((i) => i.name ?? "").join(",");
  // One module graph per task (they download in parallel all the same), so
  // no single task evaluates the whole app.
  const load = imports.length
    ? `const __modules=[];for(const u of [${imports.map((i) => i.url).join(",")}]){__modules.push(await import(u));await new Promise(function(r){setTimeout(r,0)})}const [${names}] = __modules;`
    : "";
  const script = `<script type="module" async="">${earlyTapScript}${afterFirstPaint}${addPreloads}${load}${body}</script>`;

  return html.replace(MODULEPRELOAD, "").replace(MODULE_SCRIPT, () => script);
}
