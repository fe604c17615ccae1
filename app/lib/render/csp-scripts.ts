/**
 * The inline scripts a page of this site may hold (issue 29), read with a
 * real HTML parser (parse5), and their hashes for the script policy.
 *
 * The policy trusts only what the project emits: an inline script is hashed
 * when it is one the pipeline writes (the constants below) or one of React
 * Router's, recognised by its whole shape (every part of it either a fixed
 * text or a JSON literal, which cannot run code). Any other inline script is
 * refused (`UnknownScriptError`): a request answers 500, the build fails.
 * A script the caller wrote itself (the loader, defer-scripts.server.ts) is
 * passed in as `written`.
 *
 * When React Router changes what it renders, the build fails here, naming the
 * page and the script: see docs/decisions/012 for the upgrade checklist.
 *
 * Portable: parse5, node builtins and relative imports only (no `~/`).
 */
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * zod 4 probes `new Function` on its first object parse (to compile faster
 * parsers), and the probe alone is reported as a violation of the strict
 * policy (no 'unsafe-eval'). zod reads its global settings from
 * `globalThis.__zod_globalConfig`, so this one line, run before any module,
 * turns the probe off (jitless parsing; the forms parse a handful of fields).
 */
export const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true}";

/** An inline script or a `<script src>` of the page, where it stands in the HTML. */
export type PageScript = {
  /** The `type` attribute, lower-cased, or "" without one. */
  type: string;
  src: string | null;
  text: string;
  /** The element's offsets in the HTML (`html.slice(start, end)` is `<script…>…</script>`). */
  start: number;
  end: number;
};

/** What a page's HTML holds that the script policy needs. */
export type PageScripts = {
  scripts: PageScript[];
  /** `<link rel="modulepreload">` elements: their href and offsets. */
  modulePreloads: { href: string; start: number; end: number }[];
  /** The page's policy meta, if it has one. */
  policyMeta: { content: string; start: number; end: number } | null;
  /** Where a policy meta goes: right after `<head>` and its charset meta (which must stay in the first 1024 bytes). */
  metaAt: number | null;
};

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function children(node: ParentNode): DefaultTreeAdapterTypes.ChildNode[] {
  return node.nodeName === "template" ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
}

/** Reads the page with parse5: every script, every modulepreload link, the policy meta. */
export function readPageScripts(html: string): PageScripts {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const result: PageScripts = { scripts: [], modulePreloads: [], policyMeta: null, metaAt: null };
  const visit = (node: ParentNode) => {
    for (const child of children(node)) {
      if (!("tagName" in child)) continue;
      const location = child.sourceCodeLocation;
      const start = location?.startOffset ?? -1;
      const end = location?.endOffset ?? -1;
      if (child.tagName === "script") {
        const text = child.childNodes
          .map((node) => ("value" in node && node.nodeName === "#text" ? node.value : ""))
          .join("");
        result.scripts.push({
          type: (attribute(child, "type") ?? "").trim().toLowerCase(),
          src: attribute(child, "src"),
          text,
          start,
          end,
        });
      } else if (child.tagName === "link" && (attribute(child, "rel") ?? "").toLowerCase() === "modulepreload") {
        result.modulePreloads.push({ href: attribute(child, "href") ?? "", start, end });
      } else if (
        child.tagName === "meta" &&
        (attribute(child, "http-equiv") ?? "").toLowerCase() === "content-security-policy"
      ) {
        result.policyMeta = { content: attribute(child, "content") ?? "", start, end };
      } else if (child.tagName === "head" && location?.startTag) {
        const first = child.childNodes[0];
        const charset =
          first && "tagName" in first && first.tagName === "meta" && attribute(first, "charset") !== null
            ? first.sourceCodeLocation?.endOffset
            : undefined;
        result.metaAt = charset ?? location.startTag.endOffset;
      }
      visit(child);
    }
  };
  visit(document);
  return result;
}

/** An inline script no part of the pipeline wrote. */
export class UnknownScriptError extends Error {
  override name = "UnknownScriptError";
}

/** `'sha256-…'`, the policy's source expression for an inline script with this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Data, not code: a data block the browser never runs, so the policy needs no hash for it. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json"]);
/** Types the browser runs as classic scripts or modules. */
const CLASSIC_TYPES = new Set(["", "text/javascript", "application/javascript"]);

/** The argument is exactly one JSON value of this kind (a JSON literal is inert: it cannot call anything). */
function isJson(text: string, kind: "string" | "object" | "string-or-null"): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (kind === "string") return typeof value === "string";
    if (kind === "string-or-null") return value === null || typeof value === "string";
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;

/**
 * React Router's `<ScrollRestoration>` function, by the SHA-256 of its text
 * (react-router 8.4.0, production build): it is passed to the page as source
 * (`(${restoreScroll})(key, restoreKey)`), so its text is pinned here.
 */
const SCROLL_RESTORATION_FUNCTION = "I2RSz6JbNb2gYQTAYmdj1u2bMAewLSocDJKtCYIpP2o=";
const SCROLL_RESTORATION = new RegExp(String.raw`^\(([\s\S]*)\)\((${JSON_STRING}), (${JSON_STRING}|null)\)$`);

const CONTEXT =
  /^window\.__reactRouterContext = ([\s\S]*);window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;
const DATA = /^window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*)\);$/;
const DATA_END = "window.__reactRouterContext.streamController.close();";

const ASSET = String.raw`"\/assets\/[\w.-]+\.js"`;
const ROUTE_MODULE_LINES = [
  new RegExp(String.raw`^import ${ASSET};?$`),
  new RegExp(String.raw`^import \* as route\d+(?:_\w+)? from ${ASSET};$`),
  /^const route\d+ = \{\.\.\.route\d+_\w+(?:,\.\.\.route\d+_\w+)*\};$/,
  new RegExp(
    String.raw`^window\.__reactRouterRouteModules = \{${JSON_STRING}:route\d+(?:,${JSON_STRING}:route\d+)*\};$`,
  ),
  new RegExp(String.raw`^import\(${ASSET}\);$`),
];

/** React Router's module script (`<Scripts>`): imports of its own assets, the route table, the client entry. */
function isRouteModulesScript(text: string): boolean {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.every((line) => ROUTE_MODULE_LINES.some((pattern) => pattern.test(line))) &&
    lines.filter((line) => line.startsWith("window.__reactRouterRouteModules")).length === 1 &&
    lines.filter((line) => line.startsWith("import(")).length === 1
  );
}

/** The name of a classic inline script the pipeline emits, or null. */
function classicKind(text: string): string | null {
  if (text === ZOD_JITLESS) return "zod-jitless";
  if (text === DATA_END) return "react-router-data-end";
  // React Router renders " " for a script it has nothing for.
  if (text.trim() === "") return "empty";
  const context = CONTEXT.exec(text);
  if (context && isJson(context[1] ?? "", "object")) return "react-router-context";
  const data = DATA.exec(text);
  if (data && isJson(data[1] ?? "", "string")) return "react-router-data";
  const scroll = SCROLL_RESTORATION.exec(text);
  if (
    scroll &&
    scriptHash(scroll[1] ?? "") === `'sha256-${SCROLL_RESTORATION_FUNCTION}'` &&
    isJson(scroll[2] ?? "", "string") &&
    isJson(scroll[3] ?? "", "string-or-null")
  )
    return "react-router-scroll-restoration";
  return null;
}

/** What an inline script is ("zod-jitless", "react-router-data"…), "data" for a data block, or null when nothing in the pipeline writes it. */
export function recogniseScript(script: Pick<PageScript, "type" | "text">): string | null {
  if (DATA_BLOCK_TYPES.has(script.type)) return "data";
  if (CLASSIC_TYPES.has(script.type)) return classicKind(script.text);
  if (script.type === "module") {
    if (script.text.trim() === "") return "empty";
    return isRouteModulesScript(script.text) ? "react-router-modules" : null;
  }
  return null;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

/**
 * The hashes the page's policy allows: one for each inline script the
 * pipeline writes, in order, without repeats. `written`: script texts the
 * caller wrote itself. Throws UnknownScriptError for any other inline script.
 */
export function knownScriptHashes(scripts: readonly PageScript[], written: readonly string[] = []): string[] {
  const hashes: string[] = [];
  for (const script of scripts) {
    if (script.src !== null) continue;
    const kind = written.includes(script.text) ? "written" : recogniseScript(script);
    if (kind === null)
      throw new UnknownScriptError(
        `an inline script nothing in the pipeline writes${script.type ? ` (type "${script.type}")` : ""}: ${excerpt(script.text)}`,
      );
    if (kind !== "data") hashes.push(scriptHash(script.text));
  }
  return [...new Set(hashes)];
}
