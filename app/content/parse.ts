import { parse } from "yaml";
import type { ZodType } from "zod";

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

export function parseContent<T>(fileName: string, source: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    throw new ContentError(fileName, error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const where = first && first.path.length > 0 ? ` (at ${first.path.join(".")})` : "";
    throw new ContentError(fileName, `${first?.message ?? "does not match its schema"}${where}`);
  }
  return result.data;
}
