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
