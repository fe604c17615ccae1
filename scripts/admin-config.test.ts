import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parsePost } from "../app/content/blog-posts.server";
import { parseContent } from "../app/content/parse";
import { testimonialsSchema } from "../app/content/schemas/home";
import { loadHomePage } from "../app/content/home-load";
import { petitionSchema } from "../app/content/schemas/petition";
import { pressKitSchema, pressSchema } from "../app/content/schemas/press";
import { IMAGE_KEY_PATTERN, imageKeySchema, text } from "../app/content/schemas/primitives";
import { statusFileSchema } from "../app/content/schemas/status";
import { toursPageSchema } from "../app/content/schemas/tours";
import { loadAccessibilityPage } from "../app/content/accessibility-load";
import { loadContactPage } from "../app/content/contact-page-load";
import { loadSurveyPage } from "../app/content/survey-page-load";
import { loadGiftPage } from "../app/content/gift-load";
import { loadAboutPage } from "../app/content/about-load";
import { loadGallery } from "../app/content/gallery-load";
import { loadPolicy } from "../app/content/policy-load";
import { loadPrivacyPage } from "../app/content/privacy-load";
import { loadSiteFacts } from "../app/content/site-facts-load";
import { siteFacts } from "../app/content/site-facts";
import { loadTours } from "../app/content/tours-load";
import { loadToursPage } from "../app/content/tours-page-load";
import { loadEmailCopy } from "../server/mail";
import {
  buildEditorConfig,
  CONTENT_RULES,
  editorConfigYaml,
  generateEditorConfig,
  readOverlay,
  type EditorConfig,
  type EditorField,
  type EditorOverlay,
} from "./editor-config";

/**
 * One copy of each rule (issue 30 item 3, issue 39 item 7): the editor at
 * /admin is generated from the zod schemas (scripts/editor-config.ts) and the
 * hand-written overlay app/admin/editor-overlay.yml; the overlay cannot
 * contradict a schema, and what the editor saves passes the content loaders.
 */
const root = path.resolve(import.meta.dirname, "..");
const fixture = (file: string) => readOverlay(path.join(root, "tests/fixtures/admin", file));
const toursPageOnly = { "app/content/tours-page.yaml": { schema: toursPageSchema } };

/** The fields of a file (or folder) of the generated configuration. */
function fieldsOf(config: EditorConfig, contentPath: string): EditorField[] {
  for (const collection of config.collections) {
    if (collection.folder === contentPath) return collection.fields ?? [];
    const file = collection.files?.find((entry) => entry.file === contentPath);
    if (file) return file.fields;
  }
  throw new Error(`${contentPath} is not in the editor's configuration`);
}
const fieldNamed = (fields: EditorField[] | undefined, name: string) => {
  const field = fields?.find((entry) => entry.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

describe("the editor configuration, generated from the content schemas and the overlay", () => {
  it("builds from the overlay with no disagreement, and config.yml parses to the same collections", () => {
    const { config, problems } = generateEditorConfig(readOverlay());
    expect(problems).toEqual([]);
    const written = parse(editorConfigYaml(config)) as EditorConfig;
    expect(written).toEqual(config);
    expect(written.collections.map((collection) => collection.name)).toEqual([
      "status",
      "site",
      "blog",
      "tours",
      "tour-list",
      "policy",
      "about",
      "home",
      "pages",
      "gallery",
      "press",
      "testimonials",
      "emails",
    ]);
    expect(written.backend).toEqual({ name: "github", branch: "main", auth_endpoint: "admin/auth" });
    expect(written).not.toHaveProperty("pattern_messages");
    // Every file and folder the schemas describe is edited, and nothing else.
    const edited = written.collections.flatMap((collection) => [
      ...(collection.folder ? [collection.folder] : []),
      ...(collection.files ?? []).map((file) => file.file),
    ]);
    expect(edited.sort()).toEqual(Object.keys(CONTENT_RULES).sort());
  });

  it("takes each rule from the schema: widget, required, counts, bounds, pattern, choices", () => {
    const config = buildEditorConfig();
    const blog = fieldsOf(config, "app/content/blog");
    expect(fieldNamed(blog, "image")).toMatchObject({
      widget: "image",
      choose_url: false,
      pattern: [IMAGE_KEY_PATTERN.source, expect.stringContaining("A picture in app/assets/images")],
    });
    expect(fieldNamed(blog, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(fieldNamed(blog, "readTime")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(fieldNamed(blog, "tags")).toMatchObject({
      widget: "list",
      min: 1,
      field: { name: "tag", widget: "string" },
    });
    expect(blog.at(-1)).toEqual({ label: "Body", name: "body", widget: "markdown" });
    const tours = fieldNamed(fieldsOf(config, "app/content/tours.yaml"), "tours").fields;
    expect(fieldNamed(tours, "seoDescription")).toMatchObject({
      widget: "text",
      pattern: ["^[\\s\\S]{120,160}$", "Between 120 and 160 characters"],
    });
    expect(fieldNamed(tours, "seoTitle").pattern).toEqual(["^.{1,60}$", "At most 60 characters"]);
    // Required in the schema but allowed empty: optional in the editor, which refuses an empty required list.
    expect(fieldNamed(tours, "stops").required).toBe(false);
    expect(fieldNamed(tours, "maxGroup")).toMatchObject({ required: false, min: 1 });
    expect(fieldNamed(tours, "featured")).not.toHaveProperty("required");
    const place = fieldNamed(tours, "meetingPlace").fields;
    // New York City's bounds (issue 43 item 1), on the meeting place and on each stop.
    expect(fieldNamed(place, "latitude")).toMatchObject({ value_type: "float", min: 40.4774, max: 40.9176 });
    expect(fieldNamed(fieldNamed(tours, "stops").fields, "longitude")).toMatchObject({
      value_type: "float",
      min: -74.2591,
      max: -73.7004,
    });
    expect(fieldNamed(place, "postalCode").pattern).toEqual(["^\\d{5}$", "A five-digit ZIP code"]);
    const facts = fieldsOf(config, "app/content/site-facts.yaml");
    const hours = fieldNamed(facts, "openingHours").fields;
    expect(fieldNamed(hours, "closes").pattern).toEqual(["^\\d{2}:\\d{2}$", "HH:MM, e.g. 16:00"]);
    expect(fieldNamed(hours, "days").field).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["Monday"]),
    });
    expect(fieldNamed(fieldNamed(facts, "links").fields, "pressKit").pattern).toEqual([
      "^https://\\S+$",
      "An https:// address",
    ]);
    // The walks' language (issue 42 item 4): a choice of the site's languages and a yes or no, facts (not translated).
    const walks = fieldNamed(facts, "walks");
    expect(walks).not.toHaveProperty("i18n");
    expect(fieldNamed(walks.fields, "language")).toMatchObject({ widget: "select", options: ["en", "es"] });
    expect(fieldNamed(walks.fields, "privateInSpanish")).toMatchObject({ widget: "boolean", default: false });
  });

  it("translates the gallery's home photo descriptions only: /gallery is English, ids and pictures one value", () => {
    const config = buildEditorConfig();
    const collection = config.collections.find((entry) => entry.name === "gallery");
    expect(collection).toMatchObject({ i18n: true, files: [{ file: "app/content/gallery.yaml", i18n: true }] });
    const gallery = fieldsOf(config, "app/content/gallery.yaml");
    const home = fieldNamed(gallery, "home");
    expect(home).toMatchObject({ i18n: true });
    expect(fieldNamed(home.fields, "alt")).toMatchObject({ i18n: true });
    expect(fieldNamed(home.fields, "id")).not.toHaveProperty("i18n");
    expect(fieldNamed(home.fields, "image")).not.toHaveProperty("i18n");
    for (const name of ["video", "hero", "intro", "tour", "fans"])
      expect(fieldNamed(gallery, name)).not.toHaveProperty("i18n");
  });

  it("follows a schema change with no edit to the overlay: a new field appears, labelled with its name", () => {
    const schema = toursPageSchema.extend({ heroNote: text.max(80).optional() });
    const { config, problems } = generateEditorConfig(fixture("editor-overlay-broken.yml"), {
      "app/content/tours-page.yaml": { schema },
    });
    expect(problems.filter((problem) => problem.includes("heroNote"))).toEqual([]);
    expect(fieldsOf(config, "app/content/tours-page.yaml").at(-1)).toEqual({
      name: "heroNote",
      widget: "string",
      required: false,
      pattern: ["^.{1,80}$", "At most 80 characters"],
    });
  });

  it("fails with the field's name when the overlay names a field the schema lacks or contradicts its type", () => {
    // A small overlay of the tours page, broken on purpose (see the fixture's comment).
    const { problems } = generateEditorConfig(fixture("editor-overlay-broken.yml"), toursPageOnly);
    expect(problems).toEqual([
      "tours/tours-page.trustBar[].value: widget number in the overlay, the schema calls for string or text",
      'tours/tours-page.faqs: "min" comes from the schema, not the overlay',
      "tours/tours-page.tourNote.heading: widget select in the overlay, the schema calls for string or text",
      "tours/tours-page.heroImage: in the overlay, not in the schema",
      "tours/tours-page.faqHeadng: in the overlay, not in the schema",
    ]);
    expect(() => buildEditorConfig(fixture("editor-overlay-broken.yml"), toursPageOnly)).toThrow(
      "The editor's overlay (app/admin/editor-overlay.yml) and the content schemas disagree:\n- tours/tours-page.trustBar[].value: widget number",
    );
  });

  it("asks for a message for every schema pattern, and a choice only where the schema has choices", () => {
    const overlay: EditorOverlay = {
      collections: [
        {
          name: "tours",
          files: [
            {
              name: "tours-page",
              file: "app/content/tours-page.yaml",
              fields: { heroTitle: { widget: "select" }, faqs: { pattern_message: "Six" } },
            },
          ],
        },
      ],
    };
    const schema = toursPageSchema.extend({ code: z.string().regex(/^[A-Z]{2}$/) });
    expect(generateEditorConfig(overlay, { "app/content/tours-page.yaml": { schema } }).problems).toEqual([
      "tours/tours-page.heroTitle: widget select in the overlay, the schema calls for string or text",
      "tours/tours-page.faqs: a pattern message in the overlay, the schema has no pattern here",
      "tours/tours-page.code: the schema's pattern ^[A-Z]{2}$ needs a message in the overlay",
    ]);
  });

  it("requires alt text beside every picture, in the schema", () => {
    // A gallery with a picture and no description at all, and one whose description is optional.
    const bare = z.strictObject({ image: imageKeySchema, caption: z.string().optional() });
    const optionalAlt = z.strictObject({ photo: imageKeySchema, photoAlt: text.optional() });
    const overlay: EditorOverlay = {
      collections: [{ name: "gallery", files: [{ name: "gallery", file: "app/content/gallery.yaml" }] }],
    };
    expect(generateEditorConfig(overlay, { "app/content/gallery.yaml": { schema: bare } }).problems).toEqual([
      "gallery/gallery.image: a picture with no required alt text beside it (imageAlt or alt)",
    ]);
    expect(generateEditorConfig(overlay, { "app/content/gallery.yaml": { schema: optionalAlt } }).problems).toEqual([
      "gallery/gallery.photo: a picture with no required alt text beside it (photoAlt or alt)",
    ]);
  });

  it("covers every content file: each YAML file in app/content is edited, with its schema", () => {
    const files = readdirSync(path.join(root, "app/content")).filter((name) => name.endsWith(".yaml"));
    expect(files.map((name) => `app/content/${name}`).sort()).toEqual(
      Object.keys(CONTENT_RULES)
        .filter((contentPath) => contentPath.endsWith(".yaml"))
        .sort(),
    );
  });

  it("names a schema the editor does not edit, and an edited file with no schema", () => {
    const overlay = readOverlay();
    const withExtra = { ...CONTENT_RULES, "app/content/extra.yaml": { schema: toursPageSchema } };
    expect(generateEditorConfig(overlay, withExtra).problems).toEqual([
      "app/content/extra.yaml: has a schema, but the editor does not edit it",
    ]);
    const { "app/content/tours-page.yaml": _left, ...withoutToursPage } = CONTENT_RULES;
    expect(generateEditorConfig(overlay, withoutToursPage).problems).toEqual([
      "tours/tours-page (app/content/tours-page.yaml): no schema for it in the generator",
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
    const configured = Object.keys(CONTENT_RULES).map((contentPath) =>
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
    const { toursPage: page, spanish } = loadToursPage(
      "tours-page.yaml",
      saved("tours-page.yaml"),
      siteFacts,
      "verano de 2025",
    );
    expect(page.faqs).toHaveLength(6);
    expect(page.expectations.intro).toBeUndefined();
    expect(spanish.expectations.intro).toBeUndefined();
    expect(spanish.faqs[4]?.answer).toBe("Sí: el paseo pasa por una biblioteca pública con baños a mitad del camino.");
  });

  it("refuses a required field the editor saved empty, naming it", () => {
    const emptied = saved("tours-page.yaml").replace(/^ {2}heroTitle: Cat .*$/m, '  heroTitle: ""');
    expect(() => loadToursPage("tours-page.yaml", emptied, siteFacts, "verano de 2025")).toThrow(
      "Invalid content in app/content/tours-page.yaml: Invalid input: expected string, received undefined (at heroTitle)",
    );
    const emptiedSpanish = saved("tours-page.yaml").replace(/^ {2}heroTitle: Tours .*$/m, '  heroTitle: ""');
    expect(() => loadToursPage("tours-page.yaml", emptiedSpanish, siteFacts, "verano de 2025")).toThrow(
      "Invalid content in app/content/tours-page.yaml: es.heroTitle is missing: /es/tours shows it",
    );
  });

  it("tours", () => {
    const { tours, spanish } = loadTours("tours.yaml", saved("tours.yaml"), siteFacts, "verano de 2025");
    expect(spanish.get("private-tours")?.title).toBe("Tours privados");
    expect(spanish.get("private-tours")?.landmark).toBeNull();
    expect(spanish.get("lower-east-side")?.meetingPoint).toBe(
      "Seward Park, en la esquina de Essex Street y Hester Street",
    );
    expect(tours).toHaveLength(4);
    expect(tours[0]?.testimonials[0]?.role).toBeUndefined();
    expect(tours[0]?.maxGroup).toBe(12);
    expect(tours[0]?.image).toBe("tour-lower-east-side");
    expect(tours[0]?.knowBeforeYouGo?.[7]?.text).toBe("");
    expect(tours[0]?.meetingPlace?.photo).toBe("gallery-tour-02");
  });

  it("home page", () => {
    const { home, spanish } = loadHomePage("home.yaml", saved("home.yaml"), siteFacts, "verano de 2025");
    expect(home.hero.subtitle).toBe("Two-hour walks through the cat history of New York, told where it happened.");
    expect(spanish.hero.subtitle).toBe(
      "Paseos de dos horas por la historia felina de Nueva York, contada donde ocurrió.",
    );
  });

  it("about page: an image picked in the media library is its file name, read as the image key", () => {
    const { about, spanish } = loadAboutPage("about.yaml", saved("about.yaml"), siteFacts, "verano de 2025");
    expect(about.team.members[0]?.image).toBe("team-02");
    expect(spanish.team.members[0]?.image).toBe("team-02");
    expect(spanish.team.members[0]?.bio).toBe("Guía los paseos por Brooklyn Heights casi todos los fines de semana.");
  });

  it("contact page", () => {
    const { contactPage: page, spanish } = loadContactPage(
      "contact-page.yaml",
      saved("contact-page.yaml"),
      siteFacts,
      "verano de 2025",
    );
    expect(page.quote.role).toBeUndefined();
    expect(spanish.quote.role).toBeUndefined();
    expect(spanish.faqs[1]?.answer).toBe("Sí: con lluvia ligera salimos igual; traiga un paraguas.");
  });

  it("survey page", () => {
    const { surveyPage: page, spanish } = loadSurveyPage(
      "survey-page.yaml",
      saved("survey-page.yaml"),
      siteFacts,
      "verano de 2025",
    );
    expect(page.thankYouText).toBe("Thank you! Your feedback reached us.");
    expect(spanish.thankYouText).toBe("¡Gracias! Sus comentarios nos llegaron.");
  });

  it("petition", () => {
    const petition = parseContent("petition.yaml", saved("petition.yaml"), petitionSchema);
    expect(petition.timeline.at(-1)).toEqual({
      year: "2026",
      text: "The petition reaches the Borough President's office.",
    });
  });

  it("gallery: the home photos' Spanish alt texts beside the English, ids and pictures one value", () => {
    const { gallery, spanishHome } = loadGallery("gallery.yaml", saved("gallery.yaml"), siteFacts, "verano de 2025");
    expect(gallery.tour[0]?.image).toBe("gallery-tour-02");
    expect(gallery.fans[0]?.alt).toBe("A gray tabby watching the street from a brownstone window");
    expect(spanishHome[1]).toEqual({
      id: 202,
      image: "home-02",
      alt: "Ilustración de casas de piedra rojiza en primavera, con un gato tricolor en la escalinata",
    });
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
    const { policy, spanish } = loadPolicy("policy.yaml", saved("policy.yaml"), siteFacts, "verano de 2025");
    expect(policy.line).toBe("Free cancellation up to 48 hours before");
    expect(spanish.line).toBe("Cancelación gratuita hasta 48 horas antes");
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
    const { gift, spanish } = loadGiftPage("gift.yaml", saved("gift.yaml"));
    expect(spanish.shop).toEqual({ ...gift.shop, linkLabel: "Comprar una tarjeta de regalo" });
    expect(gift.shop.url).toBe(
      "https://fareharbor.com/embeds/book/cathistorytours/items/562633/calendar/?flow=1219724",
    );
    expect(gift.shop.sample).toBeUndefined();
  });

  it("privacy notice: a record's purpose and the date changed", () => {
    const { privacy: page, spanish } = loadPrivacyPage(
      "privacy.yaml",
      saved("privacy.yaml"),
      siteFacts,
      "verano de 2025",
    );
    expect(page.records[0]).toMatchObject({
      id: "contact-form",
      purpose: "To answer your question, usually within one working day.",
    });
    expect(page.updated).toBe("2027-01-15");
    expect(spanish.records[0]?.purpose).toBe("Para responder a su pregunta, normalmente en un día hábil.");
    expect(spanish.updated).toBe("2027-01-15");
  });

  it("accessibility statement: a known limitation added", () => {
    const { accessibility: page, spanish } = loadAccessibilityPage(
      "accessibility.yaml",
      saved("accessibility.yaml"),
      siteFacts,
      "verano de 2025",
    );
    expect(page.limitations.items.at(-1)).toEqual({
      title: "Older PDF press releases",
      text: "Ask us and we will send the text.",
    });
    expect(spanish.limitations.items.at(-1)?.title).toBe("Comunicados de prensa antiguos en PDF");
  });

  it("site facts: a price changed to 45 and a new season, read by the facts' own loader", () => {
    const facts = loadSiteFacts("site-facts.yaml", saved("site-facts.yaml"));
    expect(facts.pricePerPerson).toBe(45);
    expect(facts.season).toMatchObject({ name: "Summer 2027", start: "2027-04-01", end: "2027-09-30" });
    expect(facts.season.banner).toBe("Summer 2027 tours booking now");
    expect(facts.translations.es.season?.announcement).toBe(
      "Reservas abiertas para la temporada de verano de 2027. Reserve su lugar en un paseo por la historia felina.",
    );
    expect(facts.walks).toEqual({ language: "en", privateInSpanish: false });
  });

  it("e-mail texts (read by the server's own loader)", () => {
    const copy = loadEmailCopy(path.join(savedDir, "emails.yaml"));
    expect(copy.contactNotification.subject).toBe("Contact form: a message from {name}");
    expect(copy.translations.es.contactConfirmation.subject).toBe("Su mensaje llegó a {brand}");
  });
});
