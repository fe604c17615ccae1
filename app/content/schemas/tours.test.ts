import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { toursPageSchema, toursSchema } from "./tours";

function readYaml(fileName: string): unknown {
  return parse(readFileSync(path.resolve(import.meta.dirname, "..", fileName), "utf8"));
}

/** A fresh, mutable copy of the real tours for building broken fixtures. */
function loadTours(): Record<string, unknown>[] {
  return structuredClone(readYaml("tours.yaml")) as Record<string, unknown>[];
}

function bySlug(tours: Record<string, unknown>[], slug: string): Record<string, unknown> {
  const tour = tours.find((candidate) => candidate.slug === slug);
  if (!tour) throw new Error(`fixture has no tour ${slug}`);
  return tour;
}

function issueMessages(input: unknown): string[] {
  const result = toursSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("tours.yaml", () => {
  it("passes the tours schema", () => {
    const result = toursSchema.safeParse(readYaml("tours.yaml"));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it("holds the four fixed tours with their provider items", () => {
    const tours = toursSchema.parse(readYaml("tours.yaml"));
    expect(tours.map(({ id, slug, itemId }) => ({ id, slug, itemId }))).toEqual([
      { id: 1, slug: "brooklyn-heights", itemId: 562630 },
      { id: 2, slug: "financial-district", itemId: 577800 },
      { id: 3, slug: "lower-east-side", itemId: 604533 },
      { id: 4, slug: "private-tours", itemId: 562633 },
    ]);
    expect(tours.filter((tour) => tour.featured).map((tour) => tour.slug)).toEqual(["brooklyn-heights"]);
  });
});

describe("tours-page.yaml", () => {
  it("passes the tours page schema", () => {
    const result = toursPageSchema.safeParse(readYaml("tours-page.yaml"));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it("asks the six FAQ topics in the specified order", () => {
    const page = toursPageSchema.parse(readYaml("tours-page.yaml"));
    const topics = [/how long/i, /wheelchair/i, /discount/i, /bring/i, /restroom/i, /real cats/i];
    page.faqs.forEach((faq, index) => {
      expect(faq.question).toMatch(topics[index] ?? /^$/);
    });
  });
});

describe("toursSchema refinements", () => {
  it("rejects a list of three tours", () => {
    const tours = loadTours().slice(0, 3);
    expect(issueMessages(tours)).toContain("Expected exactly 4 tours, found 3");
  });

  it("rejects duplicate slugs", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").slug = "financial-district";
    expect(issueMessages(tours)).toContain("Duplicate tour slug: financial-district");
  });

  it("rejects duplicate ids", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").id = 2;
    expect(issueMessages(tours)).toContain("Duplicate tour id: 2");
  });

  it("rejects more than one featured tour", () => {
    const tours = loadTours();
    bySlug(tours, "financial-district").featured = true;
    expect(issueMessages(tours)).toContain("Exactly one tour must be featured, found 2");
  });

  it("rejects a public tour without seven FAQs", () => {
    const tours = loadTours();
    const tour = bySlug(tours, "financial-district");
    tour.faqs = (tour.faqs as unknown[]).slice(0, 6);
    expect(issueMessages(tours)).toContain("financial-district: expected 7 FAQs, found 6");
  });

  it("rejects a public tour without three testimonials", () => {
    const tours = loadTours();
    const tour = bySlug(tours, "lower-east-side");
    tour.testimonials = (tour.testimonials as unknown[]).slice(0, 2);
    expect(issueMessages(tours)).toContain("lower-east-side: expected 3 testimonials, found 2");
  });

  it("rejects a private tour without four FAQs", () => {
    const tours = loadTours();
    const tour = bySlug(tours, "private-tours");
    tour.faqs = [...(tour.faqs as unknown[]), ...(tour.faqs as unknown[]).slice(0, 3)];
    expect(issueMessages(tours)).toContain("private-tours: expected 4 FAQs, found 7");
  });

  it("rejects the wrong number of stops on Brooklyn Heights and the Lower East Side", () => {
    const tours = loadTours();
    const brooklyn = bySlug(tours, "brooklyn-heights");
    brooklyn.stops = (brooklyn.stops as unknown[]).slice(0, 8);
    const lowerEastSide = bySlug(tours, "lower-east-side");
    lowerEastSide.stops = [...(lowerEastSide.stops as unknown[]), { title: "Extra", description: "Extra stop" }];
    const messages = issueMessages(tours);
    expect(messages).toContain("brooklyn-heights: expected 9 stops, found 8");
    expect(messages).toContain("lower-east-side: expected 5 stops, found 6");
  });

  it("rejects a changed provider item id or price label", () => {
    const tours = loadTours();
    bySlug(tours, "brooklyn-heights").itemId = 123;
    bySlug(tours, "financial-district").priceLabel = "$45";
    const messages = issueMessages(tours);
    expect(messages).toContain("brooklyn-heights: itemId must be 562630");
    expect(messages).toContain('financial-district: priceLabel must be "$40 (avg. NYC walking tours: $55)"');
  });

  it("rejects private pricing copy that drops the $320 minimum", () => {
    const tours = loadTours();
    const details = bySlug(tours, "private-tours").privateDetails as Record<string, unknown>;
    details.pricing = ["Prices vary; please ask."];
    expect(issueMessages(tours).some((message) => message.includes('"$320"'))).toBe(true);
  });

  it("rejects an image key that is not kebab-case", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").image = "Tour LES.jpg";
    expect(toursSchema.safeParse(tours).success).toBe(false);
  });
});

describe("tour images", () => {
  it("rejects a tour whose image key has no file, naming the entry", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").image = "tour-nowhere";
    const result = toursSchema.safeParse(tours);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.message.includes("tour-nowhere"));
    expect(issue?.message).toContain('Image "tour-nowhere" does not exist');
    expect(issue?.path).toContain("image");
  });
});
