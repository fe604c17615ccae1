import { readTranslated } from "./parse.ts";
import { giftPageSchema, giftTranslationSchema, type GiftPage } from "./schemas/gift.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/** The gift page in Spanish, as /es/gift shows it: the English's shape, the shop's address and flag copied. */
export type SpanishGiftPage = GiftPage;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/gift shows
 * every text of the file. `steps[]` is each step, matched to the English by its position (the steps have no id).
 */
const SPANISH_REQUIRED = {
  "shop.linkLabel": "/es/gift",
  heading: "/es/gift",
  intro: "/es/gift",
  stepsHeading: "/es/gift",
  "steps[].title": "/es/gift",
  "steps[].text": "/es/gift",
  detailsHeading: "/es/gift",
  details: "/es/gift",
  "fallback.heading": "/es/gift",
  "fallback.text": "/es/gift",
} as const;

/**
 * The gift page's loader: gift.yaml as the editor writes it with Decap's single_file i18n, the page and the shop's
 * address under `en:` and the Spanish of its texts under `es:` (a step matched to the English by its position). Like
 * the English, the Spanish quotes no tokens (the file is read before the site facts, as `getGiftPage()` always read
 * it). Each block is validated with its schema; the first problem throws, naming the file and the place.
 */
export function loadGiftPage(fileName: string, source: string): { gift: GiftPage; spanish: SpanishGiftPage } {
  const { en: gift, es } = readTranslated(fileName, source, giftPageSchema, giftTranslationSchema);
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const steps = byPosition(fileName, "steps", es.steps, gift.steps);
  return {
    gift,
    spanish: {
      shop: { ...gift.shop, linkLabel: need("shop.linkLabel", es.shop?.linkLabel) },
      heading: need("heading", es.heading),
      intro: need("intro", es.intro),
      stepsHeading: need("stepsHeading", es.stepsHeading),
      steps: steps.map((step, index) => ({
        title: need("steps[].title", step?.title, `steps.${index}.title`),
        text: need("steps[].text", step?.text, `steps.${index}.text`),
      })),
      detailsHeading: need("detailsHeading", es.detailsHeading),
      details: need("details", es.details),
      fallback: {
        heading: need("fallback.heading", es.fallback?.heading),
        text: need("fallback.text", es.fallback?.text),
      },
    },
  };
}
