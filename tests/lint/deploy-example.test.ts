import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { checkPublicEnv, publicEnvSchema } from "../../app/lib/config/public-settings";

/**
 * docs/examples/deploy.yml, the workflow the company copies to deploy (issue 41
 * item 4): it hands the build only public settings the build accepts (a setting
 * that became content, VITE_CONTACT_EMAIL or VITE_FH_SHORTNAME, stops the
 * build), and a change to the content alone takes the fast lane.
 */
const root = path.resolve(import.meta.dirname, "../..");
const workflow: unknown = parse(readFileSync(path.join(root, "docs/examples/deploy.yml"), "utf8"));

/** Every VITE_ name the workflow hands a build: the keys of its `env:` maps, and `--build-arg NAME=` in its commands. */
function publicSettings(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) publicSettings(item, found);
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "env" && typeof value === "object" && value !== null)
        for (const name of Object.keys(value)) if (name.startsWith("VITE_")) found.add(name);
      if (key === "run" && typeof value === "string")
        for (const [, name = ""] of value.matchAll(/--build-arg\s+(VITE_\w+)=/g)) found.add(name);
      publicSettings(value, found);
    }
  }
  return found;
}

/** A value of the right form for the settings that have one; any other takes "example". */
const EXAMPLES: Record<string, string> = { VITE_SITE_URL: "https://www.example.com" };

type Step = { id?: string; if?: string; run?: string };
const testSteps = (workflow as { jobs: { test: { steps: Step[] } } }).jobs.test.steps;

/** The paths a content-only change may touch: the `grep -qvE '<pattern>'` of the step that chooses the lane. */
function contentPaths(): RegExp {
  const run = testSteps.find((step) => step.id === "lane")?.run ?? "";
  const pattern = /grep -qvE '([^']+)'/.exec(run)?.[1];
  if (!pattern) throw new Error("deploy.yml: no `grep -qvE '<paths>'` in the test job's step with id `lane`");
  return new RegExp(pattern);
}

describe("docs/examples/deploy.yml", () => {
  it("hands the build only public settings it knows and accepts", () => {
    const names = [...publicSettings(workflow)].sort();
    expect(names).toContain("VITE_SITE_URL");
    // What the build does with them: a setting that became content stops it, naming the file to edit instead.
    const env = Object.fromEntries(names.map((name) => [name, EXAMPLES[name] ?? "example"]));
    expect(() => checkPublicEnv(env)).not.toThrow();
    // And a name the build does not read (a typo) would be ignored without a word: none.
    const unknown = names.filter((name) => !Object.hasOwn(publicEnvSchema.shape, name));
    expect(unknown, "not a setting of app/lib/config/public-settings.ts").toEqual([]);
  });

  it("takes the content lane only for the editor's data files and pictures, and the whole test otherwise", () => {
    const content = contentPaths();
    for (const file of [
      "app/content/tours.yaml",
      "app/content/blog/jerry-fox.md",
      "app/assets/images/stoop-cat_2026.jpg",
    ])
      expect(content.test(file), file).toBe(true);
    for (const file of [
      "app/content/content.server.ts",
      "app/content/schemas/tours.ts",
      "app/assets/image-manifest.json",
      "tests/fixtures/launch-content/tours.yaml",
      "package.json",
    ])
      expect(content.test(file), file).toBe(false);
    expect(testSteps.find((step) => step.run === "npm run check:content")?.if).toBe(
      "steps.lane.outputs.content-only == 'true'",
    );
    expect(testSteps.find((step) => step.run === "npm test")?.if).toBe("steps.lane.outputs.content-only != 'true'");
  });
});
