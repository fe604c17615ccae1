import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { expect, test } from "@playwright/test";

/**
 * Structured data that rich results accept (issue 10 item 10): every page
 * pre-rendered into build/client goes through a validator that implements
 * Google's rich-result rules per type (Product, BreadcrumbList, Offer…),
 * offline. Any ERROR fails, and so does any warning that is not about an
 * optional field: a breadcrumb of one item is such a warning. The only
 * non-optional warning accepted is the product identifier (GTIN/ISBN), which
 * a walking tour does not have.
 *
 * Reads files only, so it uses Playwright's plain `test` (no browser); it
 * belongs here because it needs the production build.
 */
const clientDir = path.resolve("build/client");

/** Every pre-rendered page: each index.html under build/client, by the address it is served at. */
function prerenderedPages(): Array<{ address: string; file: string }> {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => ({
      address: `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`,
      file: path.join(clientDir, file),
    }))
    .sort((a, b) => a.address.localeCompare(b.address));
}

const acceptedWarning = (issue: ValidationIssue) =>
  /\(optional\)$/.test(issue.issueMessage) || /^Missing one of field "gtin"/.test(issue.issueMessage);

function describeIssue(issue: ValidationIssue): string {
  const where = issue.path.map((step) => step.property ?? `${step.type}[${step.index}]`).join(" > ");
  return `${issue.severity} ${where}: ${issue.issueMessage}`;
}

test.describe("structured data", () => {
  const pages = prerenderedPages();

  test("the build pre-renders every static page", () => {
    const addresses = pages.map((page) => page.address);
    for (const address of [
      "/",
      "/about",
      "/tours",
      "/tours/brooklyn-heights",
      "/tours/financial-district",
      "/tours/lower-east-side",
      "/tours/private-tours",
      "/booking",
      "/contact",
    ]) {
      expect(addresses, "run npm run build first").toContain(address);
    }
  });

  for (const { address, file } of pages) {
    test(`${address}: rich-result validation reports no error`, async () => {
      const html = readFileSync(file, "utf8");
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
      const issues = await new Validator().validate(extracted);
      const failures = issues.filter((issue) => issue.severity === "ERROR" || !acceptedWarning(issue));
      if (failures.length) console.log(`${address}\n  ${failures.map(describeIssue).join("\n  ")}`);
      expect(failures.map(describeIssue)).toEqual([]);
    });
  }

  test("each tour page describes its trip with an absolute image URL", () => {
    for (const slug of ["brooklyn-heights", "financial-district", "lower-east-side"]) {
      const html = readFileSync(path.join(clientDir, "tours", slug, "index.html"), "utf8");
      const { jsonld } = new WebAutoExtractor().parse(html);
      const trip = jsonld.TouristTrip?.[0] as { image?: unknown } | undefined;
      expect(trip, slug).toBeDefined();
      expect(trip?.image, slug).toMatch(new RegExp(`^https?://[^/]+/img/hero-${slug}\\.[0-9a-f]+\\.\\d+\\.jpg$`));
    }
  });
});
