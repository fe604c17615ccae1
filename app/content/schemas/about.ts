import { z } from "zod";
import { imageKeySchema, text } from "./primitives.ts";

/** Schema for the About page (`app/content/about.yaml`): story, the team of four, three highlights. */

export const teamMemberSchema = z.strictObject({
  name: text,
  role: text,
  bio: text,
  image: imageKeySchema,
  imageAlt: text,
  catName: text,
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

export const aboutPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, subtitle: text, imageAlt: text }),
  story: z.strictObject({ eyebrow: text, heading: text, paragraphs: z.array(text).min(2) }),
  team: z.strictObject({
    heading: text,
    intro: text,
    members: z.array(teamMemberSchema).length(4, "The team has exactly four members"),
  }),
  highlights: z
    .array(z.strictObject({ title: text, description: text }))
    .length(3, "The About page shows exactly three highlight cards"),
  cta: z.strictObject({ heading: text, text: text, buttonLabel: text }),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * The About page's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each optional in
 * the file. The team members and the highlights have no id, so a Spanish item is matched to the English by its
 * position; the story's paragraphs are one text, a list of its own length. Which texts a build needs is the loader's
 * rule (content/about-load.ts), by the pages that show them. Names, pictures, the cats' names and the sample flag are
 * facts: English only, one value.
 */
export const aboutTranslationSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text.optional(), subtitle: text.optional(), imageAlt: text.optional() }).optional(),
  story: z
    .strictObject({
      eyebrow: text.optional(),
      heading: text.optional(),
      paragraphs: z.array(text).min(1).optional(),
    })
    .optional(),
  team: z
    .strictObject({
      heading: text.optional(),
      intro: text.optional(),
      members: z
        .array(z.strictObject({ role: text.optional(), bio: text.optional(), imageAlt: text.optional() }))
        .optional(),
    })
    .optional(),
  highlights: z.array(z.strictObject({ title: text.optional(), description: text.optional() })).optional(),
  cta: z.strictObject({ heading: text.optional(), text: text.optional(), buttonLabel: text.optional() }).optional(),
});

export type AboutTranslation = z.infer<typeof aboutTranslationSchema>;
