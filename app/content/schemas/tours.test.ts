import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import toursPageSource from "@content/tours-page.yaml?raw";
import toursSource from "@content/tours.yaml?raw";
import { expandTree } from "../fact-labels";
import { siteFacts } from "../site-facts";
import { toursFileSchema, toursPageSchema, toursSchema } from "./tours";

// Read through Vite like the content loader does: `import.meta.url` is not a
// file URL under the happy-dom environment.
const sources: Record<string, string> = { "tours.yaml": toursSource, "tours-page.yaml": toursPageSource };

// Tokens such as {price} expanded from the site facts, as the content loader does.
function readYaml(fileName: string): unknown {
  const data: unknown = expandTree(parse(sources[fileName] ?? ""), siteFacts);
  // tours.yaml holds its list under `en:` and `tours:` (Decap's single_file i18n, toursFileSchema); these tests check it.
  // tours-page.yaml holds its English under `en:` too.
  if (fileName === "tours.yaml") return (data as { en: { tours: unknown } }).en.tours;
  return (data as { en: unknown }).en;
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
  it("holds its list under `tours:`, which the editor can edit (Decap CMS issue #531)", () => {
    const result = toursFileSchema.safeParse((parse(toursSource) as { en: unknown }).en);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.tours.map((tour) => tour.slug)).toEqual([
      "brooklyn-heights",
      "financial-district",
      "lower-east-side",
      "private-tours",
    ]);
  });

  it("passes the tours schema", () => {
    const result = toursSchema.safeParse(readYaml("tours.yaml"));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it("holds the spec's four tours with their provider items, group sizes and the featured tour (SPEC §2, §9)", () => {
    const tours = toursSchema.parse(readYaml("tours.yaml"));
    expect(
      tours.map(({ id, slug, itemId, maxGroup, featured, private: isPrivate }) => ({
        id,
        slug,
        itemId,
        maxGroup,
        featured,
        private: isPrivate,
      })),
    ).toEqual([
      { id: 1, slug: "brooklyn-heights", itemId: 562630, maxGroup: 12, featured: true, private: false },
      { id: 2, slug: "financial-district", itemId: 577800, maxGroup: 15, featured: false, private: false },
      { id: 3, slug: "lower-east-side", itemId: 604533, maxGroup: 12, featured: false, private: false },
      { id: 4, slug: "private-tours", itemId: 562633, maxGroup: undefined, featured: false, private: true },
    ]);
  });

  it("gives each tour page the spec's counts: 7 FAQs (4 private), 3 testimonials, 9 and 5 stops", () => {
    const tours = toursSchema.parse(readYaml("tours.yaml"));
    const counts = Object.fromEntries(
      tours.map((tour) => [tour.slug, [tour.faqs.length, tour.testimonials.length, tour.stops.length]]),
    );
    expect(counts["brooklyn-heights"]).toEqual([7, 3, 9]);
    expect(counts["financial-district"]?.slice(0, 2)).toEqual([7, 3]);
    expect(counts["lower-east-side"]).toEqual([7, 3, 5]);
    expect(counts["private-tours"]).toEqual([4, 3, 0]);
  });

  it("states the private tour's pricing, notice and neighborhoods (SPEC §2, §9)", () => {
    const tours = toursSchema.parse(readYaml("tours.yaml"));
    const details = tours.find((tour) => tour.private)?.privateDetails;
    const pricing = details?.pricing.join(" ") ?? "";
    for (const fact of ["$320", "8 guests", "$40", "30 guests"]) expect(pricing).toContain(fact);
    const scheduling = details?.scheduling.join(" ") ?? "";
    for (const fact of ["2 weeks", "48 hours"]) expect(scheduling).toContain(fact);
    expect(details?.neighborhoods).toEqual(["Brooklyn Heights", "Financial District", "Lower East Side"]);
    expect(tours.find((tour) => tour.private)?.priceLabel).toBe("Custom, Varies");
  });

  it("lists the home page's availability: Brooklyn Heights weekends 10:00 AM, FiDi Saturdays and LES Sundays 2:00 PM", () => {
    const tours = toursSchema.parse(readYaml("tours.yaml"));
    expect(tours.filter((tour) => !tour.private).map((tour) => [tour.title, tour.schedule])).toEqual([
      ["Brooklyn Heights", { days: "Weekends", time: "10:00 AM" }],
      ["Financial District", { days: "Saturdays", time: "2:00 PM" }],
      ["Lower East Side", { days: "Sundays", time: "2:00 PM" }],
    ]);
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

describe("toursSchema checks shape, not copy", () => {
  it("accepts copy edits: another title, fewer FAQs, other pricing words, five tours", () => {
    const tours = loadTours();
    bySlug(tours, "brooklyn-heights").title = "Brooklyn Heights by Night";
    const fidi = bySlug(tours, "financial-district");
    fidi.faqs = (fidi.faqs as unknown[]).slice(0, 2);
    const details = bySlug(tours, "private-tours").privateDetails as Record<string, unknown>;
    details.pricing = ["Prices vary; please ask."];
    tours.push({
      ...structuredClone(bySlug(tours, "lower-east-side")),
      id: 5,
      slug: "harlem",
      itemId: 700001,
      seoTitle: "Harlem",
      seoDescription: "x".repeat(130),
    });
    expect(issueMessages(tours)).toEqual([]);
  });

  it("rejects a missing required field", () => {
    const tours = loadTours();
    delete bySlug(tours, "financial-district").meetingPoint;
    expect(toursSchema.safeParse(tours).success).toBe(false);
    const noGroup = loadTours();
    delete bySlug(noGroup, "lower-east-side").maxGroup;
    expect(issueMessages(noGroup)).toContain("lower-east-side: a public tour needs its group maximum");
  });

  it("rejects an image that does not exist", () => {
    const tours = loadTours();
    bySlug(tours, "brooklyn-heights").image = "tour-nowhere";
    expect(issueMessages(tours).join()).toMatch(/tour-nowhere.*does not exist/);
  });

  it("rejects duplicate slugs", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").slug = "financial-district";
    expect(issueMessages(tours)).toContain("Duplicate tour slug: financial-district");
  });

  it("rejects duplicate ids and item ids", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").id = 2;
    bySlug(tours, "lower-east-side").itemId = 577800;
    const messages = issueMessages(tours);
    expect(messages).toContain("Duplicate tour id: 2");
    expect(messages).toContain("Duplicate tour itemId: 577800");
  });

  it("rejects more than one featured tour", () => {
    const tours = loadTours();
    bySlug(tours, "financial-district").featured = true;
    expect(issueMessages(tours)).toContain("Exactly one tour must be featured, found 2");
  });

  it("rejects a tour without the three testimonials its page lays out", () => {
    const tours = loadTours();
    const tour = bySlug(tours, "lower-east-side");
    tour.testimonials = (tour.testimonials as unknown[]).slice(0, 2);
    expect(issueMessages(tours)).toContain("lower-east-side: expected 3 testimonials, found 2");
  });

  it("rejects a slug or image key that is not kebab-case", () => {
    const tours = loadTours();
    bySlug(tours, "lower-east-side").image = "Tour LES.jpg";
    expect(toursSchema.safeParse(tours).success).toBe(false);
    const slugs = loadTours();
    bySlug(slugs, "lower-east-side").slug = "Lower_East_Side";
    expect(toursSchema.safeParse(slugs).success).toBe(false);
  });
});

// Issue 43 item 1: the route map draws each stop, the meeting place and the first station's entrance from their
// coordinates; a point outside New York City (a dropped minus sign, latitude and longitude swapped) stops the build.
describe("the route's coordinates", () => {
  function pathsAndMessages(input: unknown): string[] {
    const result = toursSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }

  it("refuses a stop outside New York City's bounds, naming the field", () => {
    const tours = loadTours();
    const stops = bySlug(tours, "financial-district").stops as Record<string, unknown>[];
    const stop = stops[2] ?? {};
    stop.longitude = 74.0103; // the minus sign dropped
    expect(pathsAndMessages(tours)).toEqual([
      "1.stops.2.longitude: longitude is outside New York City (-74.2591 to -73.7004)",
    ]);
    stop.longitude = -74.0103;
    stop.latitude = 40.95; // Yonkers
    expect(pathsAndMessages(tours)).toEqual([
      "1.stops.2.latitude: latitude is outside New York City (40.4774 to 40.9176)",
    ]);
  });

  it("refuses a meeting place or a station entrance outside the bounds, and a stop without coordinates", () => {
    const tours = loadTours();
    const place = bySlug(tours, "lower-east-side").meetingPlace as Record<string, unknown>;
    [place.latitude, place.longitude] = [place.longitude, place.latitude];
    const stations = place.stations as Record<string, unknown>[];
    const station = stations[0] ?? {};
    station.entrance = { latitude: 40.7183, longitude: -73.6 };
    const stops = bySlug(tours, "brooklyn-heights").stops as Record<string, unknown>[];
    delete stops[0]?.latitude;
    expect(pathsAndMessages(tours)).toEqual([
      "0.stops.0.latitude: Invalid input: expected number, received undefined",
      "2.meetingPlace.stations.0.entrance.longitude: longitude is outside New York City (-74.2591 to -73.7004)",
      "2.meetingPlace.latitude: latitude is outside New York City (40.4774 to 40.9176)",
      "2.meetingPlace.longitude: longitude is outside New York City (-74.2591 to -73.7004)",
    ]);
  });

  it("accepts the city's corners and needs the first station's entrance on a public tour", () => {
    const tours = loadTours();
    const stops = bySlug(tours, "lower-east-side").stops as Record<string, unknown>[];
    Object.assign(stops[0] ?? {}, { latitude: 40.4774, longitude: -74.2591 });
    Object.assign(stops[1] ?? {}, { latitude: 40.9176, longitude: -73.7004 });
    expect(pathsAndMessages(tours)).toEqual([]);
    const place = bySlug(tours, "lower-east-side").meetingPlace as { stations: Record<string, unknown>[] };
    delete place.stations[0]?.entrance;
    expect(pathsAndMessages(tours)).toEqual([
      "2.meetingPlace.stations.0.entrance: lower-east-side: the first station needs its entrance's coordinates (the route map draws it)",
    ]);
  });
});
