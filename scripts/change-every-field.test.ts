import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LAUNCH_CONTENT_DIR } from "../app/content/content-dir";
import { httpsUrlSchema, imageKeySchema, slugSchema, text } from "../app/content/schemas/primitives";
import { loadPolicy } from "../app/content/policy-load";
import { loadSiteFacts } from "../app/content/site-facts-load";
import { loadTours } from "../app/content/tours-load";
import { BODY_MARKER, changeContentFolder, changeEveryField, MARKER, type Validate } from "./change-every-field";

/**
 * The all-fields content-edit proof's editor (issue 41 item 3): every field the
 * editor offers as free text or a number changes, nothing the editor guards
 * with a pattern, a format or a choice does, and the result passes its schema.
 */
const validatorOf =
  (schema: z.ZodType): Validate =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => issue.path as Array<string | number>);
  };

describe("changeEveryField", () => {
  const schema = z
    .strictObject({
      id: z.number().int(),
      slug: slugSchema,
      title: text,
      seoTitle: text.max(30),
      link: httpsUrlSchema,
      date: z.iso.date(),
      image: imageKeySchema,
      severity: z.enum(["info", "cancelled"]),
      paragraphs: z.array(text),
      pricePerPerson: z.number().int().positive(),
      rating: z.number().int().min(1).max(5),
      distanceMin: z.number().positive(),
      distance: z.number().positive().max(1.5),
    })
    .superRefine((value, ctx) => {
      if (value.distanceMin > value.distance)
        ctx.addIssue({ code: "custom", path: ["distanceMin"], message: "longer than the usual route" });
    });
  const before = {
    id: 7,
    slug: "brooklyn-heights",
    title: "Brooklyn Heights",
    seoTitle: "Cat walks of Brooklyn Heights",
    link: "https://example.com/story",
    date: "2026-11-20",
    image: "tour-brooklyn-heights",
    severity: "info",
    paragraphs: ["One.", "Two."],
    pricePerPerson: 40,
    rating: 5,
    distanceMin: 1.5,
    distance: 1.5,
  };

  it("changes free text and numbers, and keeps ids, slugs, addresses, dates, pictures and choices", () => {
    const { data, changes, kept } = changeEveryField(before, schema, validatorOf(schema));
    expect(data).toEqual({
      ...before,
      title: `Brooklyn Heights${MARKER}`,
      // Capped at 30: the marker takes the place of the last word.
      seoTitle: `Cat walks of Brooklyn${MARKER}`,
      paragraphs: [`One.${MARKER}`, `Two.${MARKER}`],
      pricePerPerson: 45,
      // Above the schema's maximum: the other way.
      rating: 4,
      // Longer than `distance` once that went the other way (a rule across the two): the other way too.
      distanceMin: 1.4,
      distance: 1.4,
    });
    expect(changes.map((change) => change.path)).toEqual([
      "title",
      "seoTitle",
      "paragraphs.0",
      "paragraphs.1",
      "pricePerPerson",
      "rating",
      "distanceMin",
      "distance",
    ]);
    expect(kept).toEqual([]);
    expect(validatorOf(schema)(data)).toEqual([]);
  });

  it("leaves a number as it was when neither way passes, and says so", () => {
    const tight = z.strictObject({ guests: z.number().int().min(8).max(8) });
    expect(changeEveryField({ guests: 8 }, tight, validatorOf(tight))).toEqual({
      data: { guests: 8 },
      changes: [],
      kept: ["guests"],
    });
  });

  it("refuses content its schema refuses before any change", () => {
    expect(() => changeEveryField({ ...before, slug: "Not A Slug" }, schema, validatorOf(schema))).toThrow(
      "refused by its schema before any change",
    );
  });
});

describe("changeContentFolder on the launch content", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "change-every-field-"));
  cpSync(path.resolve(import.meta.dirname, "..", LAUNCH_CONTENT_DIR), copy, { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const report = changeContentFolder(copy);
  const read = (file: string) => readFileSync(path.join(copy, file), "utf8");

  it("changes more than a thousand fields in every file, and every file still loads", () => {
    expect(report.files).toBe(29);
    expect(report.changes.length).toBeGreaterThan(1000);
    expect(new Set(report.changes.map((change) => change.file)).size).toBe(29);
    const facts = loadSiteFacts("site-facts.yaml", read("site-facts.yaml"));
    expect(facts.pricePerPerson).toBe(45);
    expect(facts.brand.name).toBe(`NYC Cat History Tours${MARKER}`);
    expect(facts.translations.es.season?.name).toBe(`verano de 2025${MARKER}`);
    const { tours, spanish } = loadTours("tours.yaml", read("tours.yaml"), facts, "verano de 2025");
    expect(spanish.get("private-tours")?.title).toBe(`Tours privados${MARKER}`);
    expect(spanish.get("private-tours")?.meetingPoint.endsWith(MARKER)).toBe(true);
    expect(spanish.get("brooklyn-heights")?.landmark?.endsWith(MARKER)).toBe(true);
    // The policy's Spanish lines are capped at 60 characters: the marker replaces their last words where needed.
    const policy = loadPolicy("policy.yaml", read("policy.yaml"), facts, "verano de 2025");
    expect(policy.policy.line).toBe(`Free cancellation up to 24 hours before${MARKER}`);
    expect(policy.spanish.line).toBe(`Cancelación gratuita hasta 24 horas antes${MARKER}`);
    expect(policy.spanish.privateLine.endsWith(MARKER)).toBe(true);
    expect(
      report.changes.some((change) => change.file === "policy.yaml" && change.path === "es.sections.0.title"),
    ).toBe(true);
    expect(tours.map((tour) => tour.slug)).toEqual([
      "brooklyn-heights",
      "financial-district",
      "lower-east-side",
      "private-tours",
    ]);
    expect(tours[0]?.title).toBe(`Brooklyn Heights${MARKER}`);
    expect(read("blog/jerry-fox.md").trimEnd().endsWith(BODY_MARKER)).toBe(true);
    expect((parse(read("status.yaml")) as { entries: Array<{ endTime: string }> }).entries[0]?.endTime).toBe(
      "11:59 PM",
    );
  });
});
