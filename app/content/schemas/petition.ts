import { z } from "zod";
import { text } from "./primitives.ts";

/**
 * Schema for `app/content/petition.yaml` (SPEC §2 "Petition"): shape and the
 * four significance cards the page lays out. The card titles, the story's dates
 * and "no supporter count" are asserted by petition.test.ts.
 */
export const petitionSchema = z.strictObject({
  heroSubtitle: text,
  story: z.array(text).min(1),
  timeline: z.array(z.strictObject({ year: text, text })).min(1),
  significance: z.array(z.strictObject({ title: text, text })).length(4),
  sign: z.strictObject({ heading: text, text }),
});

export type Petition = z.infer<typeof petitionSchema>;
