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
