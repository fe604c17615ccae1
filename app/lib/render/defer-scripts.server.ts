// Every page's scripts start after its first paint (decisions 007, 008, 011
// and 012; docs/how-a-page-starts.md [1]): a step of the document pipeline
// (document.server.ts), so pages pre-rendered at build time and pages rendered
// on request get the same loader.
//
// React Router's <Scripts> sends ~40 modulepreload links in the <head> and a
// module script whose static imports start downloading as soon as the HTML is
// parsed: on a phone's link they compete with the hero image and the fonts,
// and Lighthouse counts them before the first paint. After the rewrite:
// - no modulepreload link is in the HTML;
// - the module script first keeps a header tap made before hydration
//   (early-tap.ts), then waits for the first paint (one animation frame, at once
//   in a hidden tab, which gets none), then adds the same modulepreload links
//   in one insertion (the whole graph downloads in parallel, not as an import
//   waterfall) and imports the same modules under the same names, one graph
//   per task.
//
// The page is read with parse5 (a real HTML parser) and only the links and the
// module script are replaced, by their offsets: every other byte stays as React
// rendered it. React Router's output is read, not assumed: a page whose
// scripts have a shape this does not recognise throws ScriptShapeError (the
// request answers 500, the build fails) rather than being sent unchanged or broken.
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { earlyTapScript } from "./early-tap";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** `import "x";` and `import * as name from "x";` at the start of a line (not the dynamic `import("x")`). */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("\/[^"]+");?$/gm;
const DYNAMIC_ENTRY = /^import\(("\/[^"]+")\);?$/m;

const AFTER_FIRST_PAINT =
  'await new Promise(function(r){document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(r,0)}):r()});';

/** React Router's script shape has changed: the rewrite refuses to guess. */
export class ScriptShapeError extends Error {
  override name = "ScriptShapeError";
}

type Located = { start: number; end: number };
type ModuleScript = Located & { text: string; src: string | null; async: boolean };
type Preload = Located & { href: string; attrs: Element["attrs"] };

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value ?? null;

/** The page's module scripts and modulepreload links, with their offsets, in document order. */
function readScripts(html: string): { modules: ModuleScript[]; preloads: Preload[] } {
  const modules: ModuleScript[] = [];
  const preloads: Preload[] = [];
  const visit = (node: ParentNode) => {
    const childNodes =
      node.nodeName === "template" ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
    for (const child of childNodes) {
      if (!("tagName" in child)) continue;
      const start = child.sourceCodeLocation?.startOffset ?? -1;
      const end = child.sourceCodeLocation?.endOffset ?? -1;
      if (child.tagName === "script" && (attribute(child, "type") ?? "").trim().toLowerCase() === "module") {
        const text = child.childNodes
          .map((node) => ("value" in node && node.nodeName === "#text" ? node.value : ""))
          .join("");
        modules.push({ text, src: attribute(child, "src"), async: attribute(child, "async") !== null, start, end });
      } else if (child.tagName === "link" && /(^|\s)modulepreload(\s|$)/i.test(attribute(child, "rel") ?? "")) {
        preloads.push({ href: attribute(child, "href") ?? "", attrs: child.attrs, start, end });
      }
      visit(child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return { modules, preloads };
}

/**
 * The page with React Router's scripts starting after the first paint, and the
 * loader it wrote (the module script's new text, for the script policy), or
 * the page unchanged (`loader: null`) when it has none of React Router's scripts.
 */
export function deferScripts(html: string): { html: string; loader: string | null } {
  const { modules, preloads } = readScripts(html);
  if (modules.length === 0 && preloads.length === 0) return { html, loader: null };
  const [script] = modules;
  if (modules.length !== 1 || !script)
    throw new ScriptShapeError(`expected one module script, found ${modules.length}`);
  if (script.src !== null || !script.async) throw new ScriptShapeError("the module script is not an inline async one");
  const source = script.text;

  const imports = [...source.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] ?? null, url: m[2] ?? "" }));
  const body = source.replace(STATIC_IMPORT, "");
  if (imports.length === 0) throw new ScriptShapeError("the module script has no static import");
  if (/^\s*import\s/m.test(body.replace(DYNAMIC_ENTRY, "")))
    throw new ScriptShapeError("the module script has an import this rewrite does not recognize");
  if (!DYNAMIC_ENTRY.test(body)) throw new ScriptShapeError("the module script does not import the client entry");
  if (preloads.length === 0) throw new ScriptShapeError("no modulepreload link");
  for (const link of preloads) {
    const names = link.attrs.map((attr) => attr.name).join(",");
    if (names !== "rel,href" || !/^\/assets\/[\w.-]+\.js$/.test(link.href))
      throw new ScriptShapeError(`a modulepreload link this rewrite does not recognize (${names}: ${link.href})`);
  }

  const hrefs = [...new Set(preloads.map((link) => link.href))];
  const addPreloads = `var f=document.createDocumentFragment();${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);`;
  // One module graph per task (they download in parallel all the same), so no
  // single task evaluates the whole app.
  const names = imports.map((i) => i.name ?? "").join(",");
  const load = `const __modules=[];for(const u of [${imports.map((i) => i.url).join(",")}]){__modules.push(await import(u));await new Promise(function(r){setTimeout(r,0)})}const [${names}]=__modules;`;
  // First, at once: a tap on the header's menu or search button from now until hydration is kept (early-tap.ts).
  const loader = `${earlyTapScript}${AFTER_FIRST_PAINT}${addPreloads}${load}${body}`;

  // Replace from the end, so earlier offsets stay valid.
  const edits = [
    ...preloads.map((link) => ({ start: link.start, end: link.end, text: "" })),
    { start: script.start, end: script.end, text: `<script type="module" async="">${loader}</script>` },
  ].sort((a, b) => b.start - a.start);
  let out = html;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, loader };
}
