import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import {
  accessibilityPageSchema,
  accessibilityTranslationSchema,
  type AccessibilityPage,
} from "./schemas/accessibility.ts";
import { spanishLike } from "./spanish-required.ts";

/** The accessibility statement in Spanish, as /es/accessibility shows it: the English's shape, its date copied. */
export type SpanishAccessibilityPage = AccessibilityPage;

/**
 * The accessibility statement's loader: accessibility.yaml as the editor writes it with Decap's single_file i18n, the
 * statement under `en:` and the Spanish of its texts under `es:` (a limitation matched to the English by its
 * position). Each block's tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}`
 * as the Spanish season) and validated with its schema; the first problem throws, naming the file and the place.
 * Every text of the statement is on /es/accessibility (a build without one stops, naming the file, the field and the
 * page); the contact message's start is what its button opens the Spanish contact form with.
 */
export function loadAccessibilityPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { accessibility: AccessibilityPage; spanish: SpanishAccessibilityPage } {
  const { en: accessibility, es } = readTranslated(
    fileName,
    source,
    accessibilityPageSchema,
    accessibilityTranslationSchema,
    { facts, spanishSeason },
  );
  const spanish = spanishLike(fileName, "/es/accessibility", accessibility, es, {
    oneValue: ["updated"],
    shownBy: { "report.messageStart": "/es/contact?topic=accessibility (the button of /es/accessibility)" },
  });
  return { accessibility, spanish };
}
