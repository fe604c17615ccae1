import { z } from "zod";

/** Schema for `app/content/petition.yaml` (SPEC §2 "Petition"). */

const text = z.string().trim().min(1);

/** The four significance cards the specification names, in order. */
export const SIGNIFICANCE_TITLES = ["Community Care", "Documented Heroism", "Media Recognition", "Legacy"] as const;

/** Facts the story must state (SPEC §2 "Petition"). */
const STORY_FACTS = ["1876", "1903", "spectacles", "22 May 1904", "28 years"];

export const petitionSchema = z
  .strictObject({
    heroSubtitle: text,
    story: z.array(text).min(1),
    timeline: z.array(z.strictObject({ year: text, text })).min(1),
    significance: z.array(z.strictObject({ title: text, text })).length(SIGNIFICANCE_TITLES.length),
    sign: z.strictObject({ heading: text, text }),
  })
  .superRefine((petition, ctx) => {
    petition.significance.forEach((card, index) => {
      if (card.title !== SIGNIFICANCE_TITLES[index]) {
        ctx.addIssue({
          code: "custom",
          path: ["significance", index, "title"],
          message: `Card ${index + 1} must be titled "${SIGNIFICANCE_TITLES[index]}"`,
        });
      }
    });
    const all = [...petition.story, ...petition.timeline.flatMap((entry) => [entry.year, entry.text])].join(" ");
    for (const fact of STORY_FACTS) {
      if (!all.includes(fact)) {
        ctx.addIssue({ code: "custom", path: ["story"], message: `The story must mention "${fact}"` });
      }
    }
    if (/\b\d{1,3}(,\d{3})+\b|\b\d{3,}\s+(supporters|signatures)/i.test(petition.sign.text)) {
      ctx.addIssue({ code: "custom", path: ["sign", "text"], message: "No supporter count is held: do not state one" });
    }
  });

export type Petition = z.infer<typeof petitionSchema>;
