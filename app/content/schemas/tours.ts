import { z } from "zod";
import { hasImage, missingImageMessage } from "../../lib/images";

/**
 * Schemas for the tour content in `app/content/tours.yaml` and
 * `app/content/tours-page.yaml`. The refinements encode the fixed facts of
 * the specification (§2 "Tours"/"Tour pages", §3, §9), so a content edit that
 * breaks a contract fails validation instead of reaching a page.
 */

const text = z.string().trim().min(1);

/** An image key such as `tour-brooklyn-heights`: a file app/assets/images/<key>.jpg must exist. */
export const imageKeySchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, "Image keys use lowercase letters, digits and hyphens only")
  .refine(hasImage, { error: (issue) => missingImageMessage(String(issue.input)) });

/** Fixed per-tour facts from the specification: slug, provider item id and group maximum. */
export const FIXED_TOURS = [
  {
    id: 1,
    slug: "brooklyn-heights",
    itemId: 562630,
    maxGroup: 12,
    featured: true,
    private: false,
  },
  {
    id: 2,
    slug: "financial-district",
    itemId: 577800,
    maxGroup: 15,
    featured: false,
    private: false,
  },
  {
    id: 3,
    slug: "lower-east-side",
    itemId: 604533,
    maxGroup: 12,
    featured: false,
    private: false,
  },
  {
    id: 4,
    slug: "private-tours",
    itemId: 562633,
    maxGroup: undefined,
    featured: false,
    private: true,
  },
] as const;

export const PUBLIC_PRICE_LABEL = "$40 (avg. NYC walking tours: $55)";
export const PRIVATE_PRICE_LABEL = "Custom, Varies";

/** Exact counts per tour page (§2 "Tour pages"). */
const PUBLIC_FAQ_COUNT = 7;
const PRIVATE_FAQ_COUNT = 4;
const TESTIMONIAL_COUNT = 3;
const STOP_COUNTS: Partial<Record<string, number>> = {
  "brooklyn-heights": 9,
  "lower-east-side": 5,
  "private-tours": 0,
};

export const tourStopSchema = z.strictObject({
  title: text,
  description: text,
});

export const testimonialSchema = z.strictObject({
  quote: text,
  author: text,
  role: text.optional(),
  source: text.optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

export const faqItemSchema = z.strictObject({
  question: text,
  answer: text,
});

export const eventTypeSchema = z.strictObject({
  title: text,
  description: text,
  image: imageKeySchema,
  imageAlt: text,
});

/** Extra copy for the private tours page (named `privateDetails` because `private` is the flag). */
export const privateTourDetailsSchema = z
  .strictObject({
    description: z.array(text).min(1),
    pricing: z.array(text).min(1),
    neighbourhoods: z.array(text).length(3),
    scheduling: z.array(text).min(1),
    eventTypes: z.array(eventTypeSchema).length(4),
  })
  .superRefine((details, ctx) => {
    const pricing = details.pricing.join(" ");
    for (const fact of ["$320", "8 guests", "$40", "30 guests"]) {
      if (!pricing.includes(fact)) {
        ctx.addIssue({
          code: "custom",
          path: ["pricing"],
          message: `Private pricing text must state "${fact}" ($320 covers up to 8 guests, $40 per extra guest, up to 30 guests)`,
        });
      }
    }
    const scheduling = details.scheduling.join(" ");
    for (const fact of ["2 weeks", "48 hours"]) {
      if (!scheduling.includes(fact)) {
        ctx.addIssue({
          code: "custom",
          path: ["scheduling"],
          message: `Private scheduling text must state "${fact}"`,
        });
      }
    }
    const expected = ["Brooklyn Heights", "Financial District", "Lower East Side"];
    if (expected.some((name, index) => details.neighbourhoods[index] !== name)) {
      ctx.addIssue({
        code: "custom",
        path: ["neighbourhoods"],
        message: `Neighbourhoods must be ${expected.join(", ")}`,
      });
    }
  });

export const tourSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slugs are kebab-case"),
  title: text,
  /** The wider area named in the tour page's intro, e.g. "Lower Manhattan". */
  area: text,
  description: text,
  teaser: text,
  image: imageKeySchema,
  imageAlt: text,
  featured: z.boolean(),
  itemId: z.number().int().positive(),
  private: z.boolean(),
  durationLabel: text,
  priceLabel: text,
  maxGroup: z.number().int().positive().optional(),
  distance: text,
  schedule: text,
  meetingPoint: text,
  heroTitle: text,
  heroSubtitle: text,
  seoTitle: text.max(60),
  seoDescription: text.min(120).max(160),
  intro: text,
  stops: z.array(tourStopSchema),
  testimonials: z.array(testimonialSchema),
  faqs: z.array(faqItemSchema),
  highlights: z.array(text).min(3).max(5),
  privateDetails: privateTourDetailsSchema.optional(),
});

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

export const toursSchema = z.array(tourSchema).superRefine((tours, ctx) => {
  if (tours.length !== FIXED_TOURS.length) {
    ctx.addIssue({
      code: "custom",
      message: `Expected exactly ${FIXED_TOURS.length} tours, found ${tours.length}`,
    });
  }

  for (const [field, values] of [
    ["id", tours.map((tour) => tour.id)],
    ["slug", tours.map((tour) => tour.slug)],
    ["itemId", tours.map((tour) => tour.itemId)],
    ["seoTitle", tours.map((tour) => tour.seoTitle)],
    ["seoDescription", tours.map((tour) => tour.seoDescription)],
  ] as const) {
    for (const value of new Set<string | number>(duplicates<string | number>(values))) {
      ctx.addIssue({
        code: "custom",
        message: `Duplicate tour ${field}: ${value}`,
      });
    }
  }

  const featuredCount = tours.filter((tour) => tour.featured).length;
  if (featuredCount !== 1) {
    ctx.addIssue({
      code: "custom",
      message: `Exactly one tour must be featured, found ${featuredCount}`,
    });
  }

  tours.forEach((tour, index) => {
    const issue = (path: PropertyKey[], message: string) =>
      ctx.addIssue({
        code: "custom",
        path: [index, ...path],
        message: `${tour.slug}: ${message}`,
      });

    const fixed = FIXED_TOURS.find((candidate) => candidate.slug === tour.slug);
    if (!fixed) {
      issue(["slug"], `unknown tour slug; expected one of ${FIXED_TOURS.map((t) => t.slug).join(", ")}`);
    } else {
      if (tour.id !== fixed.id) issue(["id"], `id must be ${fixed.id}`);
      if (tour.itemId !== fixed.itemId) issue(["itemId"], `itemId must be ${fixed.itemId}`);
      if (tour.featured !== fixed.featured) issue(["featured"], `featured must be ${fixed.featured}`);
      if (tour.private !== fixed.private) issue(["private"], `private must be ${fixed.private}`);
      if (tour.maxGroup !== fixed.maxGroup) {
        issue(["maxGroup"], fixed.maxGroup === undefined ? "omit maxGroup" : `maxGroup must be ${fixed.maxGroup}`);
      }
    }

    const expectedStops = STOP_COUNTS[tour.slug];
    if (expectedStops !== undefined && tour.stops.length !== expectedStops) {
      issue(["stops"], `expected ${expectedStops} stops, found ${tour.stops.length}`);
    }
    if (!tour.private && tour.stops.length === 0) {
      issue(["stops"], "a public tour needs at least one stop");
    }

    if (tour.testimonials.length !== TESTIMONIAL_COUNT) {
      issue(["testimonials"], `expected ${TESTIMONIAL_COUNT} testimonials, found ${tour.testimonials.length}`);
    }

    const expectedFaqs = tour.private ? PRIVATE_FAQ_COUNT : PUBLIC_FAQ_COUNT;
    if (tour.faqs.length !== expectedFaqs) {
      issue(["faqs"], `expected ${expectedFaqs} FAQs, found ${tour.faqs.length}`);
    }

    const expectedPrice = tour.private ? PRIVATE_PRICE_LABEL : PUBLIC_PRICE_LABEL;
    if (tour.priceLabel !== expectedPrice) {
      issue(["priceLabel"], `priceLabel must be "${expectedPrice}"`);
    }

    if (tour.private && !tour.privateDetails) {
      issue(["privateDetails"], "the private tour needs a privateDetails block");
    }
    if (!tour.private && tour.privateDetails) {
      issue(["privateDetails"], "only the private tour has a privateDetails block");
    }
  });
});

export const trustItemSchema = z.strictObject({
  value: text,
  label: text,
});

export const expectationSchema = z.strictObject({
  title: text,
  description: text,
});

export const toursPageSchema = z.strictObject({
  heroTitle: text,
  heroSubtitle: text,
  trustBar: z.array(trustItemSchema).min(3).max(6),
  expectations: z.strictObject({
    heading: text,
    intro: text.optional(),
    items: z.array(expectationSchema).min(4).max(6),
  }),
  faqHeading: text,
  faqs: z.array(faqItemSchema).length(6),
});

export type TourStop = z.infer<typeof tourStopSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type EventType = z.infer<typeof eventTypeSchema>;
export type PrivateTourDetails = z.infer<typeof privateTourDetailsSchema>;
export type Tour = z.infer<typeof tourSchema>;
export type TrustItem = z.infer<typeof trustItemSchema>;
export type Expectation = z.infer<typeof expectationSchema>;
export type ToursPage = z.infer<typeof toursPageSchema>;
