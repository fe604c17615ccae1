// Issue 34 item 6: US spelling throughout the visible site. The launch content
// (every YAML value and Markdown file), the strings of the app's code (the
// pages, components, page list and navigation, the content schemas' messages),
// the editor's configuration and its preview: no common British form, except
// where the spec itself uses one (SPEC_UK_WORDS in tests/support/us-spelling.ts).
// The live content is checked by tests/content/us-spelling.test.ts.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAUNCH_CONTENT_DIR } from "../../app/content/content-dir";
import { britishForms, britishFormsInFile, filesUnder } from "../support/us-spelling";

const root = path.resolve(import.meta.dirname, "../..");

describe("US spelling", () => {
  it("finds the British forms it is meant to find, and not their US spellings or look-alikes", () => {
    expect(
      britishForms(
        "Our favourite neighbourhood, the harbour's colours, in his honour at the Centre; a grey storey, travelled and cancelled; organise the programme; media enquiries",
      ),
    ).toEqual([
      "favourite",
      "neighbourhood",
      "harbour",
      "colours",
      "honour",
      "Centre",
      "grey",
      "storey",
      "travelled",
      "cancelled",
      "organise",
      "programme",
      "enquiries",
    ]);
    expect(
      britishForms(
        "Our favorite neighborhood, the harbor's colors, in his honor at the Center; a gray story, traveled and canceled; organize the program; a cancellation; Greyhound; promise; analyses; media inquiries",
      ),
    ).toEqual([]);
    // The day-of status's severity is data, not a word (its label reads "Canceled").
    expect(britishForms("cancelled")).toEqual([]);
  });

  it("in the launch content", () => {
    const files = filesUnder(root, LAUNCH_CONTENT_DIR, /\.(ya?ml|md)$/).filter((file) => !file.endsWith("README.md"));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => britishFormsInFile(root, file))).toEqual([]);
  });

  it("in the app's strings, the editor's configuration and its preview", () => {
    const files = [
      ...filesUnder(root, "app", /\.(ts|tsx)$/).filter((file) => !/\.test\.tsx?$|\.d\.ts$/.test(file)),
      "app/admin/editor-overlay.yml",
      "app/admin/admin.js",
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => britishFormsInFile(root, file))).toEqual([]);
  });
});
