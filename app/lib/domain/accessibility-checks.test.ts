// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { automatedChecks, keyboardJourneys } from "./accessibility-checks";

const root = path.resolve(import.meta.dirname, "../../..");

describe("the checks /accessibility lists", () => {
  it("each names a test that exists in the project", () => {
    for (const check of [...automatedChecks, ...keyboardJourneys]) {
      const source = readFileSync(path.join(root, check.spec), "utf8");
      expect(source, `${check.spec} has a test titled …${check.title}…`).toMatch(
        new RegExp(`(test|it)\\(\\s*[\`"'].*${check.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
    }
  });
});
