import { z } from "zod";
import { httpsUrlSchema, text } from "./primitives.ts";

/** One step of "How it works" on /gift. */
export const giftStepSchema = z.strictObject({ title: text, text: text });

/**
 * The gift page, `app/content/gift.yaml` (issue 31 item 7): /gift's copy and
 * the one address of the booking provider's gift-card shop, which the
 * header's and footer's Gift Cards links, the home page's promo and /gift open.
 */
export const giftPageSchema = z.strictObject({
  shop: z.strictObject({
    /** The provider's gift-card flow: the only place the address is written. */
    url: httpsUrlSchema,
    /** The placeholder address until the company pastes its own: listed by `npm run launch-check`. */
    sample: z.boolean().optional(),
    linkLabel: text,
  }),
  heading: text,
  intro: text,
  stepsHeading: text,
  steps: z.array(giftStepSchema).min(1),
  detailsHeading: text,
  details: z.array(text).min(1),
  /** Shown when the shop does not answer, and as the way to buy one by e-mail. */
  fallback: z.strictObject({ heading: text, text: text }),
});

export type GiftPage = z.infer<typeof giftPageSchema>;

/**
 * The gift page's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each optional in
 * the file. The steps have no id, so a Spanish step is matched to the English by its position; the details are one
 * text, a list of its own length. Which texts a build needs is the loader's rule (content/gift-load.ts), by the pages
 * that show them. The shop's address and its sample flag are facts: English only, one value.
 */
export const giftTranslationSchema = z.strictObject({
  shop: z.strictObject({ linkLabel: text.optional() }).optional(),
  heading: text.optional(),
  intro: text.optional(),
  stepsHeading: text.optional(),
  steps: z.array(z.strictObject({ title: text.optional(), text: text.optional() })).optional(),
  detailsHeading: text.optional(),
  details: z.array(text).min(1).optional(),
  fallback: z.strictObject({ heading: text.optional(), text: text.optional() }).optional(),
});

export type GiftTranslation = z.infer<typeof giftTranslationSchema>;
