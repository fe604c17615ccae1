import { z } from "zod";
import { text } from "./primitives.ts";

/**
 * The accessibility statement, /accessibility (issue 32 item 2): the target,
 * how the site is tested, what is known not to meet it, and how to report a
 * barrier. The list of automated checks and keyboard journeys is filled in by
 * the page from the project's own test list (app/lib/domain/accessibility-checks.ts).
 */
const sectionSchema = z.strictObject({ heading: text, paragraphs: z.array(text).min(1) });

export const accessibilityPageSchema = z.strictObject({
  heading: text,
  intro: text,
  /** When the company last reviewed the statement, YYYY-MM-DD. */
  updated: z.iso.date(),
  target: sectionSchema,
  testing: sectionSchema,
  limitations: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  report: z.strictObject({
    heading: text,
    paragraphs: z.array(text).min(1),
    /** The button to the contact form. */
    linkLabel: text,
    /** What the contact form's message starts with when opened from here (/contact?topic=accessibility). */
    messageStart: text.max(500),
  }),
});

export type AccessibilityPage = z.infer<typeof accessibilityPageSchema>;

const sectionTranslationSchema = z.strictObject({
  heading: text.optional(),
  paragraphs: z.array(text).min(1).optional(),
});

/**
 * The accessibility statement's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts,
 * each optional in the file. The limitations' items have no id, so a Spanish item is matched to the English by its
 * position; a list of paragraphs is one text, a list of its own length. Which texts a build needs is the loader's
 * rule (content/accessibility-load.ts), by the pages that show them. The date is a fact: English only.
 */
export const accessibilityTranslationSchema = z.strictObject({
  heading: text.optional(),
  intro: text.optional(),
  target: sectionTranslationSchema.optional(),
  testing: sectionTranslationSchema.optional(),
  limitations: z
    .strictObject({
      heading: text.optional(),
      intro: text.optional(),
      items: z.array(z.strictObject({ title: text.optional(), text: text.optional() })).optional(),
    })
    .optional(),
  report: z
    .strictObject({
      heading: text.optional(),
      paragraphs: z.array(text).min(1).optional(),
      linkLabel: text.optional(),
      messageStart: text.max(500).optional(),
    })
    .optional(),
});

export type AccessibilityTranslation = z.infer<typeof accessibilityTranslationSchema>;
