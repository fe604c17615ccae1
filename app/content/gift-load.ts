import { readTranslated } from "./parse.ts";
import { giftPageSchema, giftTranslationSchema, type GiftPage } from "./schemas/gift.ts";
import { spanishLike } from "./spanish-required.ts";

/** The gift page in Spanish, as /es/gift shows it: the English's shape, the shop's address and flag copied. */
export type SpanishGiftPage = GiftPage;

/**
 * The gift page's loader: gift.yaml as the editor writes it with Decap's single_file i18n, the page and the shop's
 * address under `en:` and the Spanish of its texts under `es:` (a step matched to the English by its position). Like
 * the English, the Spanish quotes no tokens (the file is read before the site facts, as `getGiftPage()` always read
 * it). Each block is validated with its schema; the first problem throws, naming the file and the place.
 * /es/gift shows every text of the file (issue 42: a Spanish page is published only when every text it shows is
 * Spanish): a build without one stops, naming the file, the field and the page.
 */
export function loadGiftPage(fileName: string, source: string): { gift: GiftPage; spanish: SpanishGiftPage } {
  const { en: gift, es } = readTranslated(fileName, source, giftPageSchema, giftTranslationSchema);
  return { gift, spanish: spanishLike(fileName, "/es/gift", gift, es, { oneValue: ["shop.url"] }) };
}
