import { z } from "zod";
import { text } from "./primitives.ts";

/**
 * The cancellation and weather policy (issue 31 item 3), `app/content/policy.yaml`:
 * shown in full on /policies, and its `line` beside every Reserve or Book
 * button in the pages' content.
 */
export const policySectionSchema = z.strictObject({
  /** The section's anchor on /policies: /policies#weather. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "Section ids are kebab-case"),
  title: text,
  paragraphs: z.array(text).min(1),
});

export const policySchema = z.strictObject({
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
  /** The one short line beside every Reserve or Book button. */
  line: text.max(60),
  /** The same for the private tour, whose terms differ. */
  privateLine: text.max(60),
  /** The link under each FAQ list that leads to /policies. */
  faqLink: text,
  heading: text,
  intro: text,
  /** When the company last changed the policy, YYYY-MM-DD. */
  updated: z.iso.date(),
  sections: z.array(policySectionSchema).min(1),
});

export type Policy = z.infer<typeof policySchema>;
export type PolicySection = z.infer<typeof policySectionSchema>;

/**
 * The policy file's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each optional in
 * the file, a section matched to the English by its `id` (the editor copies it). Which ones a build needs is the
 * loader's rule (content/policy-load.ts), by the pages that show them. The date and the flag are facts: English only.
 */
export const policyTranslationSchema = z.strictObject({
  line: text.max(60).optional(),
  privateLine: text.max(60).optional(),
  faqLink: text.optional(),
  heading: text.optional(),
  intro: text.optional(),
  sections: z
    .array(
      z.strictObject({
        id: policySectionSchema.shape.id,
        title: text.optional(),
        paragraphs: z.array(text).min(1).optional(),
      }),
    )
    .optional(),
});

export type PolicyTranslation = z.infer<typeof policyTranslationSchema>;
