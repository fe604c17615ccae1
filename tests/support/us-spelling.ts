// US spelling on a New York site (issue 34 item 6): the common British forms a
// writer slips into, and where to look for them: the words of content files
// (YAML values, Markdown) and the strings of the app's code (string literals,
// template text and JSX text; never identifiers or comments). Used by
// tests/lint/us-spelling.test.ts (the launch content and the app) and
// tests/content/us-spelling.test.ts (the live content).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parse } from "yaml";
import { STATUS_SEVERITIES } from "../../app/content/schemas/status";

/** Each British form (whole words, any case) and the US spelling to write instead. */
const UK_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/neighbour\w*/, "neighbor…"],
  [
    /(?:honour|harbour|colour|favour|flavour|labour|behaviour|humour|rumour|odour|armour|parlour|endeavour|vapour|savour|vigour|splendour|valour)\w*/,
    "…or",
  ],
  [/(?:centre|theatre|metre|litre|fibre|sombre|spectre|calibre|lustre|meagre)[sd]?/, "…er"],
  [/catalogu(?:e|es|ed|ing)/, "catalog"],
  [/programmes?/, "program"],
  [
    /(?:organis|realis|recognis|apologis|characteris|specialis|summaris|memoris|prioritis|customis|personalis|visualis|standardis|categoris|authoris|criticis|familiaris|modernis|utilis|emphasis|minimis|maximis|finalis)(?:e|es|ed|ing|ation|ations|er|ers)/,
    "…ize",
  ],
  [
    /(?:travell|cancell|labell|modell|signall|fuell|counsell|levell|channell|tunnell|quarrell|marvell)(?:ed|ing|er|ers|or|ors|ous)/,
    "one l",
  ],
  [/jewellery/, "jewelry"],
  [/grey(?:s|er|est|ish)?/, "gray"],
  [/storeys?/, "story"],
  [/(?:licence|defence|offence|pretence)s?/, "…se"],
  [
    /(?:cheques?|kerbs?|tyres?|ploughs?|aluminium|manoeuvres?|aeroplanes?|moulds?|pyjamas|whilst|amongst|learnt|skilful|wilful|judgement|ageing)/,
    "US form",
  ],
  [/(?:enrol|fulfil|instal)(?:s|ment|ments)?/, "…ll"],
  [/enquir(?:y|ies|e|es|ed|ing)/, "inquir…"],
  [/(?:analys|practis)(?:e|ed|ing)/, "analyze, practice"],
];

const ukForm = new RegExp(`\\b(?:${UK_FORMS.map(([form]) => form.source).join("|")})\\b`, "gi");

/**
 * The spec's own words that the site shows verbatim and that use a British
 * form: those stay (the spec's exact words win). None today: the spec's
 * "Neighbourhood intro section" and "Start-up behaviour" name parts of the
 * spec, they are not copy the site shows.
 */
export const SPEC_UK_WORDS: readonly string[] = [];

/**
 * Values that are data, not words: the day-of status's severities (the
 * schema's enum, `cancelled`), shown to visitors through their own labels.
 */
const DATA_VALUES = new Set<string>(STATUS_SEVERITIES);

/** The British forms in one text, as written. */
export function britishForms(text: string): string[] {
  if (DATA_VALUES.has(text)) return [];
  return [...text.matchAll(ukForm)].map(([word]) => word).filter((word) => !SPEC_UK_WORDS.includes(word));
}

/** Every string value of a parsed YAML document, depth first. */
function yamlStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(yamlStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(yamlStrings);
  return [];
}

/** The strings of a TypeScript or JavaScript module that can reach a reader: literals, template text, JSX text. */
function codeStrings(file: string, source: string): string[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The British forms in one file, as `file: word` lines (`file` relative to `root`). */
export function britishFormsInFile(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const texts = /\.ya?ml$/.test(file)
    ? yamlStrings(parse(source))
    : file.endsWith(".md")
      ? [source]
      : codeStrings(file, source);
  return texts.flatMap(britishForms).map((word) => `${file}: ${word}`);
}

/** The files under `dir` (relative to `root`) whose names match, sorted, with `/`. */
export function filesUnder(root: string, dir: string, name: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => name.test(file))
    .sort();
}
