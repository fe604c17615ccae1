import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { buildEditorConfig } from "./editor-config";

/**
 * The generated configuration against the hand-kept app/admin/config.yml it
 * replaces (issue 39 item 7): the same collections, files and fields in the
 * same order, with the same widgets, labels, hints, flags, patterns, choices
 * and bounds. One difference on purpose: the site facts' three https://
 * addresses get the pattern every other https:// field had (`^https://\S+$`).
 */
const root = path.resolve(import.meta.dirname, "..");

function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize);
  if (node && typeof node === "object") {
    const entries = Object.entries(node).map(([key, value]) => {
      if (key === "pattern" && Array.isArray(value) && value[0] === "^https://")
        return [key, ["^https://\\S+$", value[1]]];
      return [key, normalize(value)];
    });
    return Object.fromEntries(entries);
  }
  return node;
}

describe("the generated editor configuration", () => {
  it("equals the hand-kept config.yml", () => {
    const before = parse(readFileSync(path.join(root, "app/admin/config.yml"), "utf8"));
    const after = buildEditorConfig();
    expect(after.collections.map((collection) => collection.name)).toEqual(
      before.collections.map((collection: { name: string }) => collection.name),
    );
    for (const [index, collection] of after.collections.entries()) {
      expect(normalize(collection), collection.name).toEqual(normalize(before.collections[index]));
    }
    const { collections: _a, ...settingsAfter } = after;
    const { collections: _b, ...settingsBefore } = before;
    expect(settingsAfter).toEqual(settingsBefore);
  });
});
