import { parse } from "yaml";
import type { ZodType } from "zod";
import { expandTree, factTokens, spanishFactTokens, UnknownTokenError, type TokenFacts } from "./fact-labels.ts";

/**
 * Parses one content file's text and validates it with its schema. The first
 * problem throws, naming the file (and the entry, where the schema says).
 * Shared by content.server.ts and the build configuration.
 */
export class ContentError extends Error {
  constructor(fileName: string, detail: string) {
    super(`Invalid content in app/content/${fileName}: ${detail}`);
    this.name = "ContentError";
  }
}

/**
 * The editor at /admin (Decap CMS) saves an optional field the company cleared
 * as `""` (a number as `""` or null, an optional group as `{}`), and has no
 * option to leave it out. Such a value means "not given": dropped here, before
 * the schema sees it, so an optional field may be emptied in the editor. A
 * required field emptied still fails its schema ("expected string").
 * Content written by hand holds no such values (the schemas refuse them), so
 * the loaders' output is unchanged.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, withoutEmptyValues(item)] as const)
    .filter(([, item]) => !isEmptyValue(item));
  return Object.fromEntries(entries);
}

function isEmptyValue(value: unknown): boolean {
  if (value === "" || value === null || value === undefined) return true;
  return typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * `facts` given: every text's tokens (`{price}`, `{duration}`…, fact-labels.ts)
 * are replaced by what the facts say before the schema sees it; an unknown
 * token throws, naming the file, the place and the token.
 */
export function parseContent<T>(fileName: string, source: string, schema: ZodType<T>, facts?: TokenFacts): T {
  let raw = readContent(fileName, source);
  if (facts) raw = expandContentTokens(fileName, raw, facts);
  return validateContent(fileName, raw, schema);
}

/** A content file's YAML, parsed, with the editor's empty values dropped; a YAML error throws, naming the file. */
export function readContent(fileName: string, source: string): unknown {
  try {
    return withoutEmptyValues(parse(source));
  } catch (error) {
    throw new ContentError(fileName, error instanceof Error ? error.message : String(error));
  }
}

/**
 * A translated file's two blocks (Decap's single_file i18n, decision 035): its English under `en:`, the Spanish of
 * its texts under `es:` (empty while nothing is translated).
 */
export function translatedBlocks(fileName: string, raw: unknown): { en: unknown; es: unknown } {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isRecord(raw) || !isRecord(raw.en))
    throw new ContentError(fileName, "the English goes under `en:`, the Spanish of its texts under `es:`");
  return { en: raw.en, es: raw.es ?? {} };
}

/** `raw` validated with `schema`; the first problem throws, naming the file and the place (`at` before it: "es."). */
export function validateContent<T>(fileName: string, raw: unknown, schema: ZodType<T>, at = ""): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const where =
      first && first.path.length > 0 ? ` (at ${at}${first.path.join(".")})` : at ? ` (at ${at.slice(0, -1)})` : "";
    throw new ContentError(fileName, `${first?.message ?? "does not match its schema"}${where}`);
  }
  return result.data;
}

/** Every text of a parsed content file with its tokens expanded; an unknown token throws a ContentError. */
export function expandContentTokens(
  fileName: string,
  raw: unknown,
  facts: TokenFacts,
  tokens = factTokens(facts),
): unknown {
  try {
    return expandTree(raw, facts, tokens);
  } catch (error) {
    if (error instanceof UnknownTokenError) throw new ContentError(fileName, error.message);
    throw error;
  }
}

/**
 * A file in two languages as the editor writes it with Decap's single_file i18n (decision 035): the English under
 * `en:`, validated with `schema`, and the Spanish of its texts under `es:`, validated with `translation` (its places
 * named `es.…`). With `facts`, each block's tokens are expanded first: in Spanish only those that read the same in
 * Spanish, and `{season}` as `spanishSeason`. The first problem throws, naming the file and the place.
 */
export function readTranslated<E, S>(
  fileName: string,
  source: string,
  schema: ZodType<E>,
  translation: ZodType<S>,
  tokens?: { facts: TokenFacts; spanishSeason: string },
): { en: E; es: S } {
  const blocks = translatedBlocks(fileName, readContent(fileName, source));
  const expand = (raw: unknown, spanish: boolean) =>
    tokens
      ? expandContentTokens(
          fileName,
          raw,
          tokens.facts,
          spanish ? spanishFactTokens(tokens.facts, tokens.spanishSeason) : undefined,
        )
      : raw;
  return {
    en: validateContent(fileName, expand(blocks.en, false), schema),
    es: validateContent(fileName, expand(blocks.es, true), translation, "es."),
  };
}
