import { z } from "zod";
import { faqItemSchema, httpsUrlSchema, imageKeySchema, testimonialSchema, text } from "./primitives.ts";

/**
 * Schemas for the press content: `app/content/press.yaml` (outlets, articles,
 * media coverage; read by the home page's press strip, /in-the-news and
 * /press-kit) and `app/content/press-kit.yaml` (the press kit's own copy).
 * The refinements encode SPEC §2 "Home", "Press kit", "In the news" and §3.
 */

const isoDate = z.iso.date({ error: "Dates are written YYYY-MM-DD" });

/** §3 Press logo: image, alt, link, optional height and width (display size in CSS pixels). */
export const pressOutletSchema = z.strictObject({
  image: imageKeySchema.refine((key) => key.startsWith("press-logo-"), "Outlet logos use press-logo-* images"),
  /** The outlet's name, as read by screen readers. */
  alt: text,
  /** The outlet's article about us (opens in a new tab). */
  link: httpsUrlSchema,
  height: z.number().int().positive().optional(),
  width: z.number().int().positive().optional(),
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

/** §3 Press article: title, publication, date, description, link, image, optional quote. */
export const pressArticleSchema = z.strictObject({
  title: text,
  publication: text,
  date: isoDate,
  description: text,
  link: httpsUrlSchema,
  image: imageKeySchema,
  imageAlt: text,
  quote: text.optional(),
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

/** §3 Media coverage item: quote, source, publication, context. */
export const mediaCoverageSchema = z.strictObject({
  quote: text,
  /** Who said it (the writer or presenter). */
  source: text,
  publication: text,
  /** Where it was said: the piece or programme. */
  context: text,
});

/** SPEC §2: 11 outlets on the home page strip and 11 articles on /in-the-news. */
export const PRESS_OUTLET_COUNT = 11;
export const PRESS_ARTICLE_COUNT = 11;

export const pressSchema = z
  .strictObject({
    outlets: z.array(pressOutletSchema).length(PRESS_OUTLET_COUNT),
    articles: z.array(pressArticleSchema).length(PRESS_ARTICLE_COUNT),
    coverage: z.array(mediaCoverageSchema).min(3).max(6),
  })
  .superRefine((press, ctx) => {
    const articleLinks = new Set(press.articles.map((article) => article.link));
    const publications = new Set(press.articles.map((article) => article.publication));
    press.outlets.forEach((outlet, index) => {
      if (!publications.has(outlet.alt)) {
        ctx.addIssue({
          code: "custom",
          path: ["outlets", index, "alt"],
          message: `Outlet "${outlet.alt}" has no article in the articles list (publication names must match)`,
        });
      }
      if (!articleLinks.has(outlet.link)) {
        ctx.addIssue({
          code: "custom",
          path: ["outlets", index, "link"],
          message: `Outlet "${outlet.alt}" must link to one of the articles (its link is not an article link)`,
        });
      }
    });
    const seen = new Set<string>();
    press.articles.forEach((article, index) => {
      if (seen.has(article.link)) {
        ctx.addIssue({ code: "custom", path: ["articles", index, "link"], message: `Duplicate link ${article.link}` });
      }
      seen.add(article.link);
    });
  });

/** §3 Fact: label, value. */
export const factSchema = z.strictObject({
  label: text,
  value: text,
});

export const pressReleaseSchema = z.strictObject({
  title: text,
  date: isoDate,
  summary: text,
});

export const pressResourceSchema = z.strictObject({
  title: text,
  description: text,
});

export const pressKitSchema = z.strictObject({
  heroSubtitle: text,
  resources: z.array(pressResourceSchema).min(2).max(6),
  releases: z.array(pressReleaseSchema).min(1),
  facts: z.array(factSchema).min(4).max(12),
  about: z.array(text).min(1),
  mediaContact: z.strictObject({
    name: text,
    role: text,
    /** Promise shown next to the contact (SPEC §9: replies within 24 hours, pinned by press.test.ts). */
    responseTime: text,
  }),
  /** SPEC §2 "Press kit": five questions, one open at a time. */
  faqs: z.array(faqItemSchema).length(5),
  /** Three testimonials with their star ratings (SPEC §2 "Press kit"; the 5 stars are pinned by press.test.ts). */
  testimonials: z.array(testimonialSchema.required({ rating: true })).length(3),
});

export type PressOutlet = z.infer<typeof pressOutletSchema>;
export type PressArticle = z.infer<typeof pressArticleSchema>;
export type MediaCoverageItem = z.infer<typeof mediaCoverageSchema>;
export type Press = z.infer<typeof pressSchema>;
export type Fact = z.infer<typeof factSchema>;
export type PressRelease = z.infer<typeof pressReleaseSchema>;
export type PressResource = z.infer<typeof pressResourceSchema>;
export type PressKit = z.infer<typeof pressKitSchema>;
