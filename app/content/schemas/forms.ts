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

export const surveyPageSchema = z.strictObject({
  intro: text,
  formHeading: text,
  thankYouText: text,
});

export type ResourceCard = z.infer<typeof resourceCardSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type SurveyPage = z.infer<typeof surveyPageSchema>;
