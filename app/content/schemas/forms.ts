import { z } from "zod";
import { faqItemSchema, testimonialSchema, text } from "./primitives.ts";

/**
 * Schemas for the copy around the contact form (`app/content/contact-page.yaml`)
 * and the feedback survey (`app/content/survey-page.yaml`). The form fields,
 * options and messages themselves are contracts and live in `app/lib/forms/`.
 */

export const resourceCardSchema = z.strictObject({
  title: text,
  description: text,
  href: z.enum(["/blog", "/tours", "/in-the-news"]),
  linkLabel: text,
});

export const contactPageSchema = z
  .strictObject({
    formHeading: text,
    formIntro: text,
    resourcesHeading: text,
    resources: z.array(resourceCardSchema).length(3),
    quickActionsText: text,
    reachOutText: text,
    quote: testimonialSchema,
    faqHeading: text,
    faqs: z.array(faqItemSchema).min(1),
    bookingHeading: text,
    bookingText: text,
  })
  .superRefine((page, ctx) => {
    const hrefs = new Set(page.resources.map((card) => card.href));
    if (hrefs.size !== 3) {
      ctx.addIssue({
        code: "custom",
        path: ["resources"],
        message: "The three resource cards link to /blog, /tours and /in-the-news, one each",
      });
    }
  });

/**
 * The contact page's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each optional
 * in the file. A resource card and a question have no id, so each is matched to the English by its position; a card's
 * link and the quote's author, source, rating and sample flag are facts: English only, one value. Which texts a build
 * needs is the loader's rule (content/contact-page-load.ts), by the pages that show them.
 */
export const contactPageTranslationSchema = z.strictObject({
  formHeading: text.optional(),
  formIntro: text.optional(),
  resourcesHeading: text.optional(),
  resources: z
    .array(z.strictObject({ title: text.optional(), description: text.optional(), linkLabel: text.optional() }))
    .optional(),
  quickActionsText: text.optional(),
  reachOutText: text.optional(),
  quote: z.strictObject({ quote: text.optional(), role: text.optional() }).optional(),
  faqHeading: text.optional(),
  faqs: z.array(z.strictObject({ question: text.optional(), answer: text.optional() })).optional(),
  bookingHeading: text.optional(),
  bookingText: text.optional(),
});

export type ContactPageTranslation = z.infer<typeof contactPageTranslationSchema>;

export const surveyPageSchema = z.strictObject({
  intro: text,
  formHeading: text,
  thankYouText: text,
});

/** The survey page's Spanish block (decision 035): each text optional in the file, required by the loader. */
export const surveyPageTranslationSchema = z.strictObject({
  intro: text.optional(),
  formHeading: text.optional(),
  thankYouText: text.optional(),
});

export type ResourceCard = z.infer<typeof resourceCardSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type SurveyPage = z.infer<typeof surveyPageSchema>;
