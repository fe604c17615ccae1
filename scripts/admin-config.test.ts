import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parsePost } from "../app/content/blog-posts.server";
import { parseContent } from "../app/content/parse";
import { blogPostFrontmatterSchema } from "../app/content/schemas/blog";
import { z } from "zod";
import { IMAGE_KEY_PATTERN, imageKeySchema } from "../app/content/schemas/primitives";
import { toursFileSchema, toursPageSchema } from "../app/content/schemas/tours";
import { aboutPageSchema } from "../app/content/schemas/about";
import { contactPageSchema, surveyPageSchema } from "../app/content/schemas/forms";
import { galleryContentSchema } from "../app/content/schemas/gallery";
import { homePageSchema, testimonialsSchema } from "../app/content/schemas/home";
import { petitionSchema } from "../app/content/schemas/petition";
import { policySchema } from "../app/content/schemas/policy";
import { statusFileSchema } from "../app/content/schemas/status";
import { giftPageSchema } from "../app/content/schemas/gift";
import { privacyPageSchema } from "../app/content/schemas/privacy";
import { accessibilityPageSchema } from "../app/content/schemas/accessibility";
import { siteFactsSchema } from "../app/content/schemas/site-facts";
import { loadSiteFacts } from "../app/content/site-facts-load";
import { pressKitSchema, pressSchema } from "../app/content/schemas/press";
import { emailCopySchema, loadEmailCopy } from "../server/mail";
import {
  checkEditorConfig,
  compareFields,
  describeSchema,
  type ContentRules,
  type EditorConfig,
} from "./admin-config-check";

/**
 * One truth for the rules (issue 30 item 3): the editor at /admin
 * (app/admin/config.yml) asks for what the zod schemas accept, field by field,
 * both ways; and what the editor saves passes the content loaders. A field
 * added to a schema and not to the editor fails here, and the reverse.
 */
const root = path.resolve(import.meta.dirname, "..");
const readConfig = (file: string) => parse(readFileSync(path.join(root, file), "utf8")) as EditorConfig;
const options = { imagePattern: IMAGE_KEY_PATTERN.source };

/** Every file or folder the editor edits, with the schema its loader applies. */
const rules: Record<string, ContentRules> = {
  "app/content/blog": { schema: blogPostFrontmatterSchema, body: "body" },
  "app/content/tours-page.yaml": { schema: toursPageSchema },
  "app/content/tours.yaml": { schema: toursFileSchema },
  "app/content/home.yaml": { schema: homePageSchema },
  "app/content/about.yaml": { schema: aboutPageSchema },
  "app/content/contact-page.yaml": { schema: contactPageSchema },
  "app/content/survey-page.yaml": { schema: surveyPageSchema },
  "app/content/petition.yaml": { schema: petitionSchema },
  "app/content/gallery.yaml": { schema: galleryContentSchema },
  "app/content/press.yaml": { schema: pressSchema },
  "app/content/press-kit.yaml": { schema: pressKitSchema },
  "app/content/testimonials.yaml": { schema: testimonialsSchema },
  "app/content/emails.yaml": { schema: emailCopySchema },
  "app/content/policy.yaml": { schema: policySchema },
  "app/content/status.yaml": { schema: statusFileSchema },
  "app/content/gift.yaml": { schema: giftPageSchema },
  "app/content/privacy.yaml": { schema: privacyPageSchema },
  "app/content/accessibility.yaml": { schema: accessibilityPageSchema },
  "app/content/site-facts.yaml": { schema: siteFactsSchema },
};

describe("the editor configuration (app/admin/config.yml) and the content schemas", () => {
  it("agree on every field of every collection: widget, required, counts, bounds, patterns, choices", () => {
    expect(checkEditorConfig(readConfig("app/admin/config.yml"), rules, options)).toEqual([]);
  });

  it("disagree, and say where, when the editor lacks a field, has one too many, or counts differently", () => {
    // A small copy of config.yml's tours page, broken on purpose: no heroSubtitle,
    // a field the schema does not know, the FAQs counted 5 to 6 and the trust bar's values as numbers.
    const broken = readConfig("tests/fixtures/admin/config-broken.yml");
    expect(checkEditorConfig(broken, { "app/content/tours-page.yaml": { schema: toursPageSchema } }, options)).toEqual([
      "tours/tours-page.heroSubtitle: in the schema, missing from the editor",
      "tours/tours-page.trustBar[].value: widget number, the schema calls for string or text",
      "tours/tours-page.faqs: min is 5 in the editor, 6 in the schema",
      "tours/tours-page.heroImage: in the editor, not in the schema",
    ]);
  });

  it("requires alt text beside every picture, in the schema and in the editor", () => {
    // The blog post's alt text made optional in the editor: Decap would publish a photo without one.
    const config = readConfig("app/admin/config.yml");
    const blog = config.collections.find((collection) => collection.name === "blog");
    const imageAlt = blog?.fields?.find((field) => field.name === "imageAlt");
    if (!imageAlt) throw new Error("config.yml: the blog has no imageAlt field");
    imageAlt.required = false;
    expect(checkEditorConfig(config, rules, options)).toEqual([
      "blog.imageAlt: required is false in the editor, true in the schema",
      "blog.image: a picture with no required alt text beside it (imageAlt or alt)",
    ]);
    // A schema with a picture and no description at all.
    const bare = z.strictObject({ image: imageKeySchema, caption: z.string().optional() });
    const fields = [
      { name: "image", widget: "image", pattern: [IMAGE_KEY_PATTERN.source, "A picture"] as [string, string] },
      { name: "caption", widget: "string", required: false },
    ];
    expect(compareFields("gallery", fields, describeSchema(bare), options)).toEqual([
      "gallery.image: a picture with no required alt text beside it (imageAlt or alt)",
    ]);
  });

  it("covers every content file: each YAML file in app/content is edited, with its schema", () => {
    const files = readdirSync(path.join(root, "app/content")).filter((name) => name.endsWith(".yaml"));
    expect(files.map((name) => `app/content/${name}`).sort()).toEqual(
      Object.keys(rules)
        .filter((contentPath) => contentPath.endsWith(".yaml"))
        .sort(),
    );
  });

  it("names a schema the editor does not edit, and an edited file with no schema", () => {
    const config = readConfig("app/admin/config.yml");
    const withExtra = { ...rules, "app/content/extra.yaml": { schema: toursPageSchema } };
    expect(checkEditorConfig(config, withExtra, options)).toEqual([
      "app/content/extra.yaml: has a schema, but the editor does not edit it",
    ]);
    const { "app/content/tours-page.yaml": _left, ...withoutToursPage } = rules;
    expect(checkEditorConfig(config, withoutToursPage, options)).toEqual([
      "tours/tours-page (app/content/tours-page.yaml): no schema for it in the check",
    ]);
  });
});

/**
 * Saved samples (tests/fixtures/admin/saved/): each file as Decap CMS writes it
 * on Publish, through its own YAML formatter (decap-cms-core formats/yaml.ts:
 * the editor's field order, no comments, long text folded) after a typical
 * edit, including an optional field the company cleared (saved as "").
 */
const savedDir = path.join(root, "tests/fixtures/admin/saved");
const saved = (name: string) => readFileSync(path.join(savedDir, name), "utf8");

describe("an entry saved by the editor passes the content loader", () => {
  it("has a saved sample for every file the editor edits", () => {
    const configured = Object.keys(rules).map((contentPath) =>
      contentPath.endsWith(".yaml") ? path.basename(contentPath) : `${path.basename(contentPath)}-post.md`,
    );
    expect(readdirSync(savedDir).sort()).toEqual(configured.sort());
  });

  it("blog post", () => {
    const post = parsePost({ fileName: "blog/bodega-cats.md", source: saved("blog-post.md") });
    expect(post.id).toBe("bodega-cats");
    expect(post.date).toBe("2026-03-14");
    expect(post.image).toBe("blog-02");
    expect(post.html).toContain("<h2>");
  });

  it("tours page", () => {
    const page = parseContent("tours-page.yaml", saved("tours-page.yaml"), toursPageSchema);
    expect(page.faqs).toHaveLength(6);
    expect(page.expectations.intro).toBeUndefined();
  });

  it("refuses a required field the editor saved empty, naming it", () => {
    const emptied = saved("tours-page.yaml").replace(/^heroTitle: .*$/m, 'heroTitle: ""');
    expect(() => parseContent("tours-page.yaml", emptied, toursPageSchema)).toThrow(
      "Invalid content in app/content/tours-page.yaml: Invalid input: expected string, received undefined (at heroTitle)",
    );
  });

  it("tours", () => {
    const { tours } = parseContent("tours.yaml", saved("tours.yaml"), toursFileSchema);
    expect(tours).toHaveLength(4);
    expect(tours[0]?.testimonials[0]?.role).toBeUndefined();
    expect(tours[0]?.maxGroup).toBe(12);
    expect(tours[0]?.image).toBe("tour-lower-east-side");
    expect(tours[0]?.knowBeforeYouGo?.[7]?.text).toBe("");
    expect(tours[0]?.meetingPlace?.photo).toBe("gallery-tour-02");
  });

  it("home page", () => {
    const home = parseContent("home.yaml", saved("home.yaml"), homePageSchema);
    expect(home.hero.subtitle).toBe("Two-hour walks through the cat history of New York, told where it happened.");
  });

  it("about page: an image picked in the media library is its file name, read as the image key", () => {
    const about = parseContent("about.yaml", saved("about.yaml"), aboutPageSchema);
    expect(about.team.members[0]?.image).toBe("team-02");
  });

  it("contact page", () => {
    const page = parseContent("contact-page.yaml", saved("contact-page.yaml"), contactPageSchema);
    expect(page.quote.role).toBeUndefined();
  });

  it("survey page", () => {
    const page = parseContent("survey-page.yaml", saved("survey-page.yaml"), surveyPageSchema);
    expect(page.thankYouText).toBe("Thank you! Your feedback reached us.");
  });

  it("petition", () => {
    const petition = parseContent("petition.yaml", saved("petition.yaml"), petitionSchema);
    expect(petition.timeline.at(-1)).toEqual({
      year: "2026",
      text: "The petition reaches the Borough President's office.",
    });
  });

  it("gallery", () => {
    const gallery = parseContent("gallery.yaml", saved("gallery.yaml"), galleryContentSchema);
    expect(gallery.tour[0]?.image).toBe("gallery-tour-02");
    expect(gallery.fans[0]?.alt).toBe("A gray tabby watching the street from a brownstone window");
  });

  it("press coverage: a cleared quote and a cleared logo height", () => {
    const press = parseContent("press.yaml", saved("press.yaml"), pressSchema);
    expect(press.articles[0]?.quote).toBeUndefined();
    expect(press.outlets[0]?.height).toBeUndefined();
  });

  it("press kit", () => {
    const kit = parseContent("press-kit.yaml", saved("press-kit.yaml"), pressKitSchema);
    expect(kit.testimonials[0]?.source).toBeUndefined();
  });

  it("reviews", () => {
    const list = parseContent("testimonials.yaml", saved("testimonials.yaml"), testimonialsSchema);
    expect(list.reviews[0]?.rating).toBeUndefined();
  });

  it("cancellation policy", () => {
    const policy = parseContent("policy.yaml", saved("policy.yaml"), policySchema);
    expect(policy.line).toBe("Free cancellation up to 48 hours before");
  });

  it("day-of status: an entry for every tour, its tour cleared", () => {
    const { entries } = parseContent("status.yaml", saved("status.yaml"), statusFileSchema);
    expect(entries.at(-1)).toEqual({
      date: "2026-12-06",
      severity: "changed",
      message: "All of today's walks start one hour later, at 11:00 AM New York time, for the parade.",
      endTime: "3:00 PM",
    });
  });

  it("gift page", () => {
    const gift = parseContent("gift.yaml", saved("gift.yaml"), giftPageSchema);
    expect(gift.shop.url).toBe(
      "https://fareharbor.com/embeds/book/cathistorytours/items/562633/calendar/?flow=1219724",
    );
    expect(gift.shop.sample).toBeUndefined();
  });

  it("privacy notice: a record's purpose and the date changed", () => {
    const page = parseContent("privacy.yaml", saved("privacy.yaml"), privacyPageSchema);
    expect(page.records[0]).toMatchObject({
      id: "contact-form",
      purpose: "To answer your question, usually within one working day.",
    });
    expect(page.updated).toBe("2027-01-15");
  });

  it("accessibility statement: a known limitation added", () => {
    const page = parseContent("accessibility.yaml", saved("accessibility.yaml"), accessibilityPageSchema);
    expect(page.limitations.items.at(-1)).toEqual({
      title: "Older PDF press releases",
      text: "Ask us and we will send the text.",
    });
  });

  it("site facts: a price changed to 45 and a new season, read by the facts' own loader", () => {
    const facts = loadSiteFacts("site-facts.yaml", saved("site-facts.yaml"));
    expect(facts.pricePerPerson).toBe(45);
    expect(facts.season).toMatchObject({ name: "Summer 2027", start: "2027-04-01", end: "2027-09-30" });
    expect(facts.season.banner).toBe("Summer 2027 tours booking now");
  });

  it("e-mail texts (read by the server's own loader)", () => {
    const copy = loadEmailCopy(path.join(savedDir, "emails.yaml"));
    expect(copy.contactNotification.subject).toBe("Contact form: a message from {name}");
  });
});
