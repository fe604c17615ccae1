import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPosts } from "./blog-posts.server";
import { getHomePage } from "./content.server";
import { labelsFor } from "./fact-labels";
import { parseContent } from "./parse";
import { loadAboutPage } from "./about-load";
import { loadContactPage } from "./contact-page-load";
import { pressKitSchema } from "./schemas/press";
import { siteFactsSchema } from "./schemas/site-facts";
import { loadHomePage } from "./home-load";
import { loadPolicy } from "./policy-load";
import { loadTours } from "./tours-load";
import { loadToursPage } from "./tours-page-load";
import { factLabels, factTranslations, isoDuration, siteFacts as browserFacts, walkFacts } from "./site-facts";
import { loadSiteFacts } from "./site-facts-load";

const contentDir = path.resolve(import.meta.dirname ?? "app/content");
// Every fact of the file: the pages' data module, and the walks' language, exported apart for the servers only.
const siteFacts = { ...browserFacts, walks: walkFacts };

// The spec's numbers, written here as literals (SPEC §1, §2, §9).
describe("site facts", () => {
  it("pass their schema", () => {
    expect(siteFactsSchema.safeParse(siteFacts).error?.issues ?? []).toEqual([]);
  });

  it("state the spec's prices: $40 per person, competitor average $55", () => {
    expect(siteFacts.pricePerPerson).toBe(40);
    expect(siteFacts.competitorAveragePrice).toBe(55);
    expect(siteFacts.currency).toBe("USD");
    expect(factLabels.pricePerPerson).toBe("$40 per person");
    expect(factLabels.publicTourPrice).toBe("$40 (avg. NYC walking tours: $55)");
    expect(factLabels.competitorAverage).toBe("Avg. NYC walking tours: $55");
  });

  it("state the private tour: $320 for up to 8 guests, $40 per extra guest, 1 to 30 guests, default 8", () => {
    expect(siteFacts.privateTour).toEqual({
      basePrice: 320,
      includedGuests: 8,
      extraGuestPrice: 40,
      minGuests: 1,
      maxGuests: 30,
      defaultGuests: 8,
    });
    expect(factLabels.privateFrom).toBe("from $320");
  });

  it("state about 2 hours and about 1 to 1.5 miles", () => {
    expect(factLabels.duration).toBe("2 hours");
    expect(factLabels.aboutDuration).toBe("About 2 hours");
    expect(factLabels.durationWords).toBe("two hours");
    expect(factLabels.durationAdjective).toBe("two-hour");
    expect(factLabels.durationIso).toBe("PT2H");
    expect(factLabels.distance).toBe("1.5 miles");
    expect(factLabels.distanceRange).toBe("1 to 1.5 miles");
  });

  it("state the ratings: 4.9 of 5, 150 reviews in one place, 87 ratings in another, 98% five-star", () => {
    expect(siteFacts.rating).toEqual({ value: 4.9, best: 5, reviewCount: 150, ratingCount: 87, fiveStarPercent: 98 });
    expect(factLabels.fiveStarReviews).toBe("98% 5-star reviews");
  });

  it("state the structured-data hours: Saturday and Sunday 10:00-16:00", () => {
    expect(siteFacts.openingHours).toEqual({ days: ["Saturday", "Sunday"], opens: "10:00", closes: "16:00" });
  });

  it("state the other reading of the length: 90 minutes, PT1H30M in structured data", () => {
    expect(siteFacts.walkingMinutes).toBe(90);
    expect(factLabels.walkingTime).toBe("90 minutes");
    expect(factLabels.walkingTimeIso).toBe("PT1H30M");
    // The home stat (home.yaml) and the home page's structured data say the same 90 minutes.
    expect(getHomePage().intro.facts).toContainEqual({ label: "Walking time", value: "90 minutes" });
    expect(getHomePage().intro.facts).toContainEqual({ label: "Walking time", value: factLabels.walkingTime });
  });

  it("state the blog's schedule: Saturdays and Sundays at 1:15 PM, April to December", () => {
    expect(factLabels.schedule).toBe("Tours run Saturdays and Sundays at 1:15 PM, April to December.");
  });

  it("write ISO 8601 durations without empty parts", () => {
    expect(isoDuration(120)).toBe("PT2H");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(45)).toBe("PT45M");
  });

  it("reject a rating above the best, a guest range out of order, a price that is not a number", () => {
    expect(siteFactsSchema.safeParse({ ...siteFacts, rating: { ...siteFacts.rating, value: 6 } }).success).toBe(false);
    expect(
      siteFactsSchema.safeParse({ ...siteFacts, privateTour: { ...siteFacts.privateTour, defaultGuests: 31 } }).success,
    ).toBe(false);
    expect(siteFactsSchema.safeParse({ ...siteFacts, pricePerPerson: "$40" }).success).toBe(false);
    expect(
      siteFactsSchema.safeParse({ ...siteFacts, tourSchedule: { ...siteFacts.tourSchedule, time: "13:15" } }).success,
    ).toBe(false);
  });
});

describe("the number for the day (issue 41 item 6)", () => {
  const withPhone = (phone: unknown) => siteFactsSchema.safeParse({ ...siteFacts, phone });
  const problems = (phone: unknown) => withPhone(phone).error?.issues.map((issue) => issue.message) ?? [];

  it("is a sample in the launch content: a 555-01xx number, reserved for fiction, marked sample: true", () => {
    expect(siteFacts.phone).toEqual({ call: "(212) 555-0142", sample: true });
  });

  it("takes a US number as people write it, and an optional number for texts and WhatsApp", () => {
    for (const call of ["(718) 555-2368", "718-555-2368", "718.555.2368", "+1 718 555 2368", "+1 (718) 555-2368"]) {
      expect(problems({ call })).toEqual([]);
    }
    expect(problems({ call: "(718) 555-2368", textOrWhatsApp: "+1 917-555-3456", sample: false })).toEqual([]);
  });

  it("refuses a number that is not a whole US number, saying how to write one", () => {
    const message = "A US phone number, e.g. (212) 555-0142 or +1 212-555-0142";
    expect(problems({ call: "555-2368" })).toEqual([message]);
    expect(problems({ call: "+44 20 7946 0958" })).toEqual([message]);
    expect(problems({ call: "(718) 055-2368" })).toEqual([message]);
    expect(problems({ call: "(718) 555-2368", textOrWhatsApp: "WhatsApp me" })).toEqual([message]);
  });

  it("needs the number to call; the sample flag is a yes or no", () => {
    expect(withPhone({ textOrWhatsApp: "(718) 555-2368" }).success).toBe(false);
    expect(withPhone({ call: "(718) 555-2368", sample: "yes" }).success).toBe(false);
    expect(withPhone({ call: "(718) 555-2368", fax: "(718) 555-2369" }).success).toBe(false);
  });
});

describe("site-facts.yaml, the one place of the facts", () => {
  const source = readFileSync(path.join(contentDir, "site-facts.yaml"), "utf8");

  it("is what the pages import: the build's data module holds the file's facts", () => {
    expect(loadSiteFacts("site-facts.yaml", source)).toEqual({ ...siteFacts, translations: factTranslations });
  });

  it("says the walks are guided in English, and claims no private tours in Spanish (issue 42 item 4)", () => {
    expect(walkFacts).toEqual({ language: "en", privateInSpanish: false });
    expect(Object.keys(browserFacts)).not.toContain("walks");
    const walks = (value: unknown) => siteFactsSchema.safeParse({ ...siteFacts, walks: value }).success;
    expect(walks({ language: "es", privateInSpanish: true })).toBe(true);
    expect(walks({ language: "English", privateInSpanish: false })).toBe(false);
    expect(walks({ language: "en" })).toBe(false);
  });

  it("holds the Spanish texts beside the facts, the season's name quoted in Spanish (issue 42, decision 035)", () => {
    expect(factTranslations.es).toEqual({
      brand: { tagline: "Paseos por la historia felina de Nueva York" },
      season: {
        name: "verano de 2025",
        announcement:
          "Reservas abiertas para la temporada de verano de 2025. Reserve su lugar en un paseo por la historia felina.",
        banner: "Tours de verano de 2025: reservas abiertas",
      },
    });
  });

  it("stops the build on a Spanish text a Spanish page shows and the file lacks, or an English-worded token", () => {
    const withoutAnnouncement = source.replace(/\n {4}announcement: Reservas[^\n]*/, "");
    expect(() => loadSiteFacts("site-facts.yaml", withoutAnnouncement)).toThrow(
      "Invalid content in app/content/site-facts.yaml: the Spanish text es.season.announcement is missing: every Spanish page (the announcement above the header) shows it",
    );
    expect(() =>
      loadSiteFacts("site-facts.yaml", source.replace('banner: "Tours de {season}', 'banner: "Tours de {duration}')),
    ).toThrow("Invalid content in app/content/site-facts.yaml: unknown token {duration} (at es.season.banner)");
    expect(() =>
      loadSiteFacts("site-facts.yaml", source.replace("es:\n  brand:", "es:\n  pricePerPerson: 30\n  brand:")),
    ).toThrow(/Invalid content in app\/content\/site-facts.yaml: .*pricePerPerson.* \(at es\)/);
  });

  it("states the season as content: Summer 2025 with its dates, and the spec's banner built from it", () => {
    expect(siteFacts.season).toEqual({
      name: "Summer 2025",
      start: "2025-04-01",
      end: "2025-09-30",
      announcement: "Now booking our Summer 2025 season. Reserve your spot on a cat history walk.",
      banner: "Summer 2025 tours booking now",
    });
  });

  it("fails the build on a broken file, naming the file and the field", () => {
    expect(() =>
      loadSiteFacts("site-facts.yaml", source.replace("pricePerPerson: 40", 'pricePerPerson: "$40"')),
    ).toThrow(
      "Invalid content in app/content/site-facts.yaml: Invalid input: expected number, received string (at pricePerPerson)",
    );
    expect(() => loadSiteFacts("site-facts.yaml", source.replace('end: "2025-09-30"', 'end: "2025-03-01"'))).toThrow(
      "Invalid content in app/content/site-facts.yaml: The season ends before it starts (at season.end)",
    );
    expect(() =>
      loadSiteFacts("site-facts.yaml", source.replace('banner: "{season} tours', 'banner: "{seasonName} tours')),
    ).toThrow("Invalid content in app/content/site-facts.yaml: unknown token {seasonName} (at season.banner)");
  });
});

describe("a price change in a copy of the content", () => {
  // The company sets $45 per person and $50 per extra private guest in the editor.
  const changed = { ...siteFacts, pricePerPerson: 45, privateTour: { ...siteFacts.privateTour, extraGuestPrice: 50 } };
  const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

  it("flows into the derived labels", () => {
    const labels = labelsFor(changed);
    expect(labels.price).toBe("$45");
    expect(labels.pricePerPerson).toBe("$45 per person");
    expect(labels.publicTourPrice).toBe("$45 (avg. NYC walking tours: $55)");
  });

  it("flows into every text that states it, through the loaders: no $40 left outside quotes and dated records", () => {
    const texts: string[] = [];
    texts.push(JSON.stringify(loadHomePage("home.yaml", read("home.yaml"), changed, "verano de 2025")));
    texts.push(JSON.stringify(loadAboutPage("about.yaml", read("about.yaml"), changed, "verano de 2025")));
    texts.push(JSON.stringify(loadTours("tours.yaml", read("tours.yaml"), changed, "verano de 2025")));
    texts.push(JSON.stringify(loadPolicy("policy.yaml", read("policy.yaml"), changed, "verano de 2025")));
    texts.push(
      JSON.stringify(loadContactPage("contact-page.yaml", read("contact-page.yaml"), changed, "verano de 2025")),
    );
    texts.push(JSON.stringify(loadToursPage("tours-page.yaml", read("tours-page.yaml"), changed, "verano de 2025")));
    // Press coverage, guests' reviews and press releases quote what was said when it was said;
    // the press kit's fact sheet follows the facts.
    texts.push(JSON.stringify(parseContent("press-kit.yaml", read("press-kit.yaml"), pressKitSchema, changed).facts));
    const blog = readdirSync(path.join(contentDir, "blog")).map((name) => ({
      fileName: `blog/${name}`,
      source: read(`blog/${name}`),
    }));
    texts.push(...loadPosts(blog, changed).map((post) => JSON.stringify(post)));
    const all = texts.join("\n");
    expect(all).not.toContain("$40");
    expect(all).toContain("Book Your Tour – Only $45!");
    expect(all).toContain("$45 per person");
    expect(all).toContain("a group of 12 pays $520: the $320 minimum plus 4 additional guests at $50 each.");
  });

  it("stops the build on an unknown token, naming the file, the place and the token", () => {
    const home = read("home.yaml").replace("Only {price}!", "Only {prize}!");
    expect(() => loadHomePage("home.yaml", home, siteFacts, "verano de 2025")).toThrow(
      "Invalid content in app/content/home.yaml: unknown token {prize} (at finalCta.heading)",
    );
    const post = read("blog/private-tours-for-groups.md").replace("{privatePrice:12}", "{groupPrice:12}");
    expect(() => loadPosts([{ fileName: "blog/private-tours-for-groups.md", source: post }], siteFacts)).toThrow(
      "Invalid content in app/content/blog/private-tours-for-groups.md: unknown token {groupPrice:12} (in the body)",
    );
  });
});
