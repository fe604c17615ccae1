import { z } from "zod";
import { testimonialSchema, text } from "./primitives.ts";

/**
 * Schemas for the home page (`app/content/home.yaml`) and the testimonial
 * carousel's lists (`app/content/testimonials.yaml`): shape and the counts the
 * layout needs. The spec's copy (final call to action, book title) is
 * asserted by home.test.ts; the rating lives in site-facts.ts.
 */

export const factSchema = z.strictObject({ label: text, value: text });

export const FEATURE_ICONS = ["landmark", "cat", "users", "map"] as const;

export const homePageSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    subtitle: text,
    imageAlt: text,
    bookLabel: text,
    toursLabel: text,
  }),
  press: z.strictObject({ heading: text, linkLabel: text }),
  testimonials: z.strictObject({ eyebrow: text, heading: text }),
  seasonal: z.strictObject({ linkLabel: text }),
  intro: z.strictObject({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(1),
    facts: z.array(factSchema).length(4),
  }),
  newsletter: z.strictObject({ eyebrow: text, heading: text, text: text }),
  giftCard: z.strictObject({ heading: text, text: text, linkLabel: text }),
  features: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ title: text, description: text, icon: z.enum(FEATURE_ICONS) }))
      .length(4, "The home page shows exactly four feature cards"),
  }),
  benefits: z.strictObject({
    eyebrow: text,
    heading: text,
    items: z.array(z.strictObject({ title: text, description: text })).min(3),
  }),
  availability: z.strictObject({
    heading: text,
    intro: text,
    linkLabel: text,
  }),
  book: z.strictObject({
    eyebrow: text,
    title: text,
    description: z.array(text).min(1),
    orderLabel: text,
    orderSubject: text,
  }),
  /** The photos are the `home` list of gallery.yaml (14, checked by its schema). */
  gallery: z.strictObject({ heading: text, intro: text }),
  finalCta: z.strictObject({ heading: text, text: text, buttonLabel: text }),
  organization: z.strictObject({
    description: text,
    areaServed: z.array(text).min(1),
  }),
});

/**
 * The Spanish of home.yaml's texts (decision 035, issue 42), under `es:`: every text optional here; which ones a build
 * needs is the loader's table (home-load.ts). Facts are one value, in `en:` alone: the feature cards' icons, the
 * book's title (its name) and the areas served (place names). A list item's Spanish is matched to the English by its
 * position; a list of paragraphs is one text, a list of its own length.
 */
const optionalText = text.optional();
const paragraphs = z.array(text).min(1).optional();
const titled = z.array(z.strictObject({ title: optionalText, description: optionalText })).optional();

export const homePageTranslationSchema = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: optionalText,
      subtitle: optionalText,
      imageAlt: optionalText,
      bookLabel: optionalText,
      toursLabel: optionalText,
    })
    .optional(),
  press: z.strictObject({ heading: optionalText, linkLabel: optionalText }).optional(),
  testimonials: z.strictObject({ eyebrow: optionalText, heading: optionalText }).optional(),
  seasonal: z.strictObject({ linkLabel: optionalText }).optional(),
  intro: z
    .strictObject({
      eyebrow: optionalText,
      heading: optionalText,
      paragraphs,
      facts: z.array(z.strictObject({ label: optionalText, value: optionalText })).optional(),
    })
    .optional(),
  newsletter: z.strictObject({ eyebrow: optionalText, heading: optionalText, text: optionalText }).optional(),
  giftCard: z.strictObject({ heading: optionalText, text: optionalText, linkLabel: optionalText }).optional(),
  features: z.strictObject({ heading: optionalText, items: titled }).optional(),
  benefits: z.strictObject({ eyebrow: optionalText, heading: optionalText, items: titled }).optional(),
  availability: z.strictObject({ heading: optionalText, intro: optionalText, linkLabel: optionalText }).optional(),
  book: z
    .strictObject({
      eyebrow: optionalText,
      description: paragraphs,
      orderLabel: optionalText,
      orderSubject: optionalText,
    })
    .optional(),
  gallery: z.strictObject({ heading: optionalText, intro: optionalText }).optional(),
  finalCta: z.strictObject({ heading: optionalText, text: optionalText, buttonLabel: optionalText }).optional(),
  organization: z.strictObject({ description: optionalText }).optional(),
});

export type HomePageTranslation = z.infer<typeof homePageTranslationSchema>;

/** Given testimonials win; else the built-in reviews (exactly 10); else the 3 defaults. */
export const testimonialsSchema = z.strictObject({
  reviews: z.array(testimonialSchema).length(10, "The built-in review list holds exactly 10 reviews"),
  defaults: z.array(testimonialSchema).length(3, "There are exactly 3 default testimonials"),
});

export type HomePage = z.infer<typeof homePageSchema>;
export type Testimonials = z.infer<typeof testimonialsSchema>;
export type Fact = z.infer<typeof factSchema>;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];
