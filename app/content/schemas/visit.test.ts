import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import policySource from "@content/policy.yaml?raw";
import toursSource from "@content/tours.yaml?raw";
import { policySchema } from "./policy";
import { toursFileSchema, toursSchema } from "./tours";

/**
 * Issue 31 items 1-3: the meeting points, "Know before you go" and the policy
 * as the launch content states them. The stations, lines and coordinates are
 * pinned so an edit that moves a meeting point is a deliberate one; the spec's
 * values (group sizes, weather, private-tour notice) stay pinned here too.
 */
// The English block (Decap's single_file i18n, decision 035).
const english = () => (parse(toursSource) as { en: { tours: Record<string, unknown>[] } }).en;
const tours = toursFileSchema.parse(english()).tours;
const bySlug = (slug: string) => {
  const tour = tours.find((candidate) => candidate.slug === slug);
  if (!tour) throw new Error(`no tour ${slug}`);
  return tour;
};
const rawTours = () => structuredClone(english().tours);
const issues = (input: unknown) => {
  const result = toursSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("meeting points (tours.yaml)", () => {
  it("each public tour meets at a real New York place with its ZIP code and coordinates", () => {
    expect(
      ["brooklyn-heights", "financial-district", "lower-east-side"].map((slug) => {
        const place = bySlug(slug).meetingPlace;
        return [place?.name, place?.locality, place?.postalCode, place?.latitude, place?.longitude];
      }),
    ).toEqual([
      ["Walt Whitman Park", "Brooklyn", "11201", 40.6995, -73.9903],
      ["Zuccotti Park", "New York", "10006", 40.7091, -74.0108],
      ["Seward Park", "New York", "10002", 40.7153, -73.9899],
    ]);
  });

  it("names the nearest stations with the lines that stop there", () => {
    const stations = (slug: string) =>
      bySlug(slug).meetingPlace?.stations.map((s) => `${s.name}: ${s.lines.join(" ")}`);
    expect(stations("brooklyn-heights")).toEqual([
      "High St–Brooklyn Bridge: A C",
      "Clark St: 2 3",
      "Borough Hall / Court St: 2 3 4 5 R",
    ]);
    expect(stations("financial-district")).toEqual([
      "Cortlandt St: R W",
      "Wall St (Broadway): 4 5",
      "Fulton St: 2 3 4 5 A C J Z",
    ]);
    expect(stations("lower-east-side")).toEqual(["Delancey St–Essex St: F J M Z", "East Broadway: F", "Grand St: B D"]);
  });

  it("marks the stand-in photos as samples for the launch check", () => {
    for (const slug of ["brooklyn-heights", "financial-district", "lower-east-side"]) {
      expect(bySlug(slug).meetingPlace?.sample, slug).toBe(true);
      expect(bySlug(slug).meetingPlace?.photoNote, slug).toMatch(/stand-in/);
    }
  });

  it("leaves the private tour's meeting point to the group", () => {
    const privateTour = bySlug("private-tours");
    expect(privateTour.meetingPlace).toBeUndefined();
    expect(privateTour.meetingPoint).toMatch(/^Agreed with your group/);
  });

  it("requires a meeting place on a public tour and refuses one on the private tour", () => {
    const missing = rawTours();
    delete missing[1]!.meetingPlace;
    expect(issues(missing)).toContain(
      "financial-district: a public tour needs its meeting place (address, stations, coordinates)",
    );
    const extra = rawTours();
    extra[3]!.meetingPlace = extra[0]!.meetingPlace;
    expect(issues(extra)).toContain("private-tours: the private tour's meeting point is arranged with the group");
  });

  it("refuses a line that is not an MTA bullet and coordinates outside New York", () => {
    const badLine = rawTours();
    const place = badLine[0]!.meetingPlace as { stations: { lines: string[] }[]; latitude: number };
    place.stations[0]!.lines = ["AC"];
    expect(issues(badLine)).toContain("A subway line is one digit (1-7) or one capital letter");
    const far = rawTours();
    (far[0]!.meetingPlace as { latitude: number }).latitude = 51.5;
    expect(issues(far).length).toBeGreaterThan(0);
  });
});

describe("know before you go (tours.yaml)", () => {
  it("covers the same nine topics on every public tour, in order", () => {
    for (const slug of ["brooklyn-heights", "financial-district", "lower-east-side"]) {
      expect(
        bySlug(slug).knowBeforeYouGo.map((item) => item.label),
        slug,
      ).toEqual([
        "Duration",
        "Walking",
        "Pace",
        "Group size",
        "Ages and children",
        "Accessibility",
        "Dogs",
        "What to bring",
        "Tipping",
      ]);
    }
  });

  it("states the spec's group maximum per tour (SPEC §9: 15 in the Financial District, 12 elsewhere)", () => {
    const group = (slug: string) => bySlug(slug).knowBeforeYouGo.find((item) => item.label === "Group size")?.text;
    expect(group("brooklyn-heights")).toBe("At most 12 guests, so everyone hears the guide.");
    expect(group("financial-district")).toBe("At most 15 guests.");
    expect(group("lower-east-side")).toBe("At most 12 guests.");
  });

  it("marks the house rules written for launch (children's pricing, dogs) as samples", () => {
    const samples = bySlug("brooklyn-heights")
      .knowBeforeYouGo.filter((item) => item.sample)
      .map((item) => item.label);
    expect(samples).toEqual(["Ages and children", "Dogs"]);
  });

  it("accepts an empty item (the page hides it) and refuses an icon outside the set", () => {
    const empty = rawTours();
    (empty[0]!.knowBeforeYouGo as { text: string }[])[6]!.text = "";
    expect(issues(empty)).toEqual([]);
    const badIcon = rawTours();
    (badIcon[0]!.knowBeforeYouGo as { icon: string }[])[0]!.icon = "rocket";
    expect(issues(badIcon).length).toBeGreaterThan(0);
  });
});

describe("policy.yaml", () => {
  // The English block (Decap's single_file i18n, decision 035).
  const policy = policySchema.parse((parse(policySource) as { en: unknown }).en);

  it("passes its schema and is marked as a sample until the company replaces it", () => {
    expect(policy.sample).toBe(true);
  });

  it("has the one short line beside every Reserve button, and the private tour's", () => {
    expect(policy.line).toBe("Free cancellation up to 24 hours before");
    expect(policy.privateLine).toBe("Private tours, free cancellation up to 7 days before");
  });

  it("covers cancellation, weather, late arrival and private tours", () => {
    expect(policy.sections.map((section) => section.id)).toEqual([
      "cancellation",
      "weather",
      "late-arrival",
      "private-tours",
    ]);
  });

  it("keeps the spec's weather rule and private-tour notice (SPEC §9)", () => {
    const text = (id: string) => policy.sections.find((section) => section.id === id)?.paragraphs.join(" ") ?? "";
    expect(text("weather")).toContain("Tours run in light rain");
    expect(text("weather")).toContain("a full refund or a new date");
    expect(text("private-tours")).toContain("Weekday dates need 2 weeks' notice, and we reply within 48 hours.");
  });

  it("refuses a line too long to sit beside a button", () => {
    expect(policySchema.safeParse({ ...policy, line: "x".repeat(61) }).success).toBe(false);
  });
});
