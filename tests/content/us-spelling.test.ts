// Issue 34 item 6: the live content (CONTENT_DIR, default app/content: what the
// company edits at /admin) in US spelling, as the launch content is
// (tests/lint/us-spelling.test.ts; the forms in tests/support/us-spelling.ts).
import path from "node:path";
import { expect, it } from "vitest";
import { contentDir, contentFiles } from "../../app/content/content-dir";
import { britishFormsInFile } from "../support/us-spelling";

it(`the live content (${path.relative(process.cwd(), contentDir()) || "."}) uses US spelling`, () => {
  const dir = contentDir();
  expect(contentFiles(dir).flatMap((file) => britishFormsInFile(dir, file))).toEqual([]);
});
