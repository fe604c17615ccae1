// Every field the editor at /admin lets the company change, changed at once
// (issue 41 item 3): the all-fields content-edit proof (scripts/content-edit-proof.mjs)
// writes the result to a copy of the content, builds it and runs the smoke
// projects on it. Which fields are the company's is read from the same
// description of the schemas the editor's configuration is generated from
// (scripts/editor-config.ts `describeSchema`):
// - free text: a string with no pattern, format or choices (the editor's
//   string and text widgets). It gets MARKER at its end; where the schema caps
//   its length, the marker replaces its last characters instead;
// - a number: prices (a field named *price*, *Price*) go up by 5, integers by
//   1, other numbers by 0.1, within the schema's bounds (else down by as much);
// - a blog post's Markdown body gets a paragraph.
// Ids (`id`, `itemId`), slugs, addresses, dates, image keys, choices and
// patterns stay: the editor refuses a value outside them, so no edit makes one.
// A change that the whole schema refuses (a rule across fields: the shortest
// route longer than the usual one, a rating above the best) is tried the
// other way, then dropped, and counted as kept.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import type { z } from "zod";
import { contentFiles } from "../app/content/content-dir.ts";
import type { TokenFacts } from "../app/content/fact-labels.ts";
import { expandContentTokens, withoutEmptyValues } from "../app/content/parse.ts";
import { loadSiteFacts } from "../app/content/site-facts-load.ts";
import { CONTENT_RULES, describeSchema } from "./editor-config.ts";

/** What every changed text ends with: plain words, US spelling, no token or Markdown. */
export const MARKER = " (edited)";
/** The paragraph added to every blog post's body. */
export const BODY_MARKER = "Edited in the content-edit proof.";

/** Fields that name a thing rather than describe it: never changed. */
const ID_KEYS = new Set(["id", "itemId"]);

type Key = string | number;
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** One editable value: where it is and the values to try, best first (the last is always the value as it was). */
type Field = { path: Key[]; candidates: Array<string | number>; chosen: number };

/** A changed value: where, before and after. */
export type Change = { path: string; before: string | number; after: string | number };

/** What the schema refuses: the issues' paths (an empty path is the whole file). */
export type Validate = (data: unknown) => Key[][];

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The texts to try for free text `value`: the marker at its end; where the schema caps the length
 * (checked on the text with its tokens expanded), the marker in place of its last words, one more each time.
 */
function textCandidates(value: string, capped: boolean): string[] {
  const words = value.trimEnd().split(" ");
  const cut = capped ? Math.min(8, words.length - 1) : 0;
  return Array.from({ length: cut + 1 }, (_, drop) => `${words.slice(0, words.length - drop).join(" ")}${MARKER}`);
}

/** The numbers to try for `value`, within the schema's bounds. */
function numberCandidates(key: Key, value: number, schema: JsonSchema): number[] {
  const step = /price/i.test(String(key)) ? 5 : schema.type === "integer" ? 1 : 0.1;
  const within = (candidate: number) =>
    (schema.minimum === undefined || candidate >= schema.minimum) &&
    (schema.exclusiveMinimum === undefined || candidate > schema.exclusiveMinimum) &&
    (schema.maximum === undefined || candidate <= schema.maximum) &&
    (schema.exclusiveMaximum === undefined || candidate < schema.exclusiveMaximum);
  return [round(value + step), round(value - step)].filter(within);
}

/** The editable values of `data`, walked beside its JSON Schema. */
function editableFields(data: unknown, schema: JsonSchema, at: Key[] = []): Field[] {
  const key = at.at(-1);
  if (typeof data === "string") {
    const freeText = schema.type === "string" && !schema.pattern && !schema.format && !schema.enum;
    if (!freeText || data.trim() === "" || (key !== undefined && ID_KEYS.has(String(key)))) return [];
    return [{ path: at, candidates: [...textCandidates(data, schema.maxLength !== undefined), data], chosen: 0 }];
  }
  if (typeof data === "number") {
    if ((schema.type !== "number" && schema.type !== "integer") || schema.enum) return [];
    if (key !== undefined && ID_KEYS.has(String(key))) return [];
    return [{ path: at, candidates: [...numberCandidates(key ?? "", data, schema), data], chosen: 0 }];
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => editableFields(item, schema.items ?? {}, [...at, index]));
  if (typeof data === "object" && data !== null)
    return Object.entries(data).flatMap(([name, value]) =>
      editableFields(value, schema.properties?.[name] ?? {}, [...at, name]),
    );
  return [];
}

const samePath = (a: Key[], b: Key[]) =>
  a.length === b.length && a.every((key, index) => String(key) === String(b[index]));
const startsWith = (path: Key[], prefix: Key[]) => prefix.every((key, index) => String(key) === String(path[index]));

/** The last of `fields` under `path`, else under its parent, and so on up to the whole file. */
function lastChangedAround(fields: Field[], path: Key[]): Field | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const found = fields.findLast((field) => startsWith(field.path, path.slice(0, depth)));
    if (found) return found;
  }
  return undefined;
}

function setIn(data: unknown, path: Key[], value: unknown): void {
  let node = data as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
  node[path.at(-1)!] = value;
}

/**
 * `data` with every editable field changed, as far as `validate` (the file's
 * schema) accepts: the changed copy, each change, and the fields a rule kept.
 * Throws when `data` itself is refused.
 */
export function changeEveryField(
  data: unknown,
  schema: z.ZodType,
  validate: Validate,
): { data: unknown; changes: Change[]; kept: string[] } {
  const refused = validate(data);
  if (refused.length > 0)
    throw new Error(
      `the content is refused by its schema before any change: ${refused.map((key) => key.join(".")).join("; ")}`,
    );
  const fields = editableFields(data, describeSchema(schema) as JsonSchema);
  const build = () => {
    const copy = structuredClone(data);
    for (const field of fields) setIn(copy, field.path, field.candidates[field.chosen]);
    return copy;
  };
  const changed = (field: Field) => field.chosen < field.candidates.length - 1;
  // Each round drops one candidate: at most as many rounds as there are candidates.
  for (let guard = fields.reduce((sum, field) => sum + field.candidates.length, 0); guard >= 0; guard--) {
    const issues = validate(build());
    if (issues.length === 0) break;
    // An issue on a changed field: its next candidate. On a group (a list, an object, the file) or on a
    // field left as it was (a rule across fields): the last changed field under it goes back, one per round.
    const own = issues.map((issue) => fields.find((field) => changed(field) && samePath(field.path, issue)));
    const field = own.find((found) => found !== undefined) ?? lastChangedAround(fields.filter(changed), issues[0]!);
    if (!field) throw new Error(`refused with every field as it was: ${JSON.stringify(issues)}`);
    field.chosen += 1;
  }
  const result = build();
  if (validate(result).length > 0) throw new Error("could not find a set of changes the schema accepts");
  const name = (path: Key[]) => path.map(String).join(".");
  return {
    data: result,
    changes: fields.filter(changed).map((field) => ({
      path: name(field.path),
      before: field.candidates.at(-1)!,
      after: field.candidates[field.chosen]!,
    })),
    kept: fields.filter((field) => !changed(field)).map((field) => name(field.path)),
  };
}

const issuePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }): Key[][] =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.map((key) => key as Key));

/** A validator as the file's loader applies its schema: empty values dropped, then (with `facts`) tokens expanded. */
function validatorFor(fileName: string, schema: z.ZodType, facts?: TokenFacts): Validate {
  return (data) => {
    let raw = withoutEmptyValues(data);
    if (facts) raw = expandContentTokens(fileName, raw, facts);
    return issuePaths(schema.safeParse(raw));
  };
}

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const SITE_FACTS = "site-facts.yaml";
/**
 * The files whose loader expands no tokens (content.server.ts, server/mail.ts): the facts themselves, the
 * day-of status, the gift page, and the e-mail copy (its own {firstName}, {count}).
 */
const NO_TOKENS = new Set([SITE_FACTS, "status.yaml", "gift.yaml", "emails.yaml"]);

/** Per file of a content folder: how many fields were changed, and how many a rule kept. */
export type FolderReport = { files: number; changes: Array<Change & { file: string }>; kept: string[] };

/**
 * Changes every editable field of the content folder `dir` in place (a copy:
 * scripts/content-edit-proof.mjs), file by file, with the schemas the editor
 * edits it with (CONTENT_RULES). The site facts go first: the other files'
 * tokens are checked against the changed facts.
 */
export function changeContentFolder(dir: string): FolderReport {
  const report: FolderReport = { files: 0, changes: [], kept: [] };
  const record = (file: string, result: { changes: Change[]; kept: string[] }) => {
    report.files += 1;
    report.changes.push(...result.changes.map((change) => ({ file, ...change })));
    report.kept.push(...result.kept.map((field) => `${file}: ${field}`));
  };
  const rulesOf = (file: string) =>
    CONTENT_RULES[`app/content/${file}`] ?? CONTENT_RULES[`app/content/${path.posix.dirname(file)}`];
  const files = contentFiles(dir).sort((a, b) => Number(b === SITE_FACTS) - Number(a === SITE_FACTS));
  let facts: TokenFacts | undefined;
  for (const file of files) {
    const rules = rulesOf(file);
    if (!rules) throw new Error(`${file}: the editor does not edit it (no schema in scripts/editor-config.ts)`);
    const target = path.join(dir, file);
    const source = readFileSync(target, "utf8");
    const validate = validatorFor(file, rules.schema, NO_TOKENS.has(file) ? undefined : facts);
    if (rules.body) {
      const [, head = "", body = ""] = frontmatter.exec(source) ?? [];
      const result = changeEveryField(parse(head), rules.schema, validate);
      record(file, {
        ...result,
        changes: [...result.changes, { path: rules.body, before: "…", after: `… ${BODY_MARKER}` }],
      });
      writeFileSync(
        target,
        `---\n${stringify(result.data, { lineWidth: 0 })}---\n${body.trimEnd()}\n\n${BODY_MARKER}\n`,
      );
      continue;
    }
    let result: ReturnType<typeof changeEveryField>;
    if (rules.translation) {
      // A translated file (Decap's single_file i18n, decision 035): its English under `en:`, its Spanish under `es:`.
      const { en, es } = parse(source) as { en: unknown; es: unknown };
      const english = changeEveryField(en, rules.schema, validate);
      const spanish = changeEveryField(es, rules.translation, validatorFor(file, rules.translation));
      const inBlock = (block: string, changed: typeof english) => ({
        changes: changed.changes.map((change) => ({ ...change, path: `${block}.${change.path}` })),
        kept: changed.kept.map((field) => `${block}.${field}`),
      });
      const [inEnglish, inSpanish] = [inBlock("en", english), inBlock("es", spanish)];
      result = {
        data: { en: english.data, es: spanish.data },
        changes: [...inEnglish.changes, ...inSpanish.changes],
        kept: [...inEnglish.kept, ...inSpanish.kept],
      };
    } else result = changeEveryField(parse(source), rules.schema, validate);
    record(file, result);
    const text = stringify(result.data, { lineWidth: 0 });
    writeFileSync(target, text);
    if (file === SITE_FACTS) facts = loadSiteFacts(file, text);
  }
  if (!facts) throw new Error(`${dir} has no ${SITE_FACTS}`);
  return report;
}
