import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import {
  accessibilityPageSchema,
  accessibilityTranslationSchema,
  type AccessibilityPage,
} from "./schemas/accessibility.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/** The accessibility statement in Spanish, as /es/accessibility shows it: the English's shape, its date copied. */
export type SpanishAccessibilityPage = AccessibilityPage;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). Every text of
 * the statement is on /es/accessibility; the contact message's start is what its button opens the Spanish contact
 * form with. `limitations.items[]` is each item, matched to the English by its position (the items have no id).
 */
const SPANISH_REQUIRED = {
  heading: "/es/accessibility",
  intro: "/es/accessibility",
  "target.heading": "/es/accessibility",
  "target.paragraphs": "/es/accessibility",
  "testing.heading": "/es/accessibility",
  "testing.paragraphs": "/es/accessibility",
  "limitations.heading": "/es/accessibility",
  "limitations.intro": "/es/accessibility",
  "limitations.items[].title": "/es/accessibility",
  "limitations.items[].text": "/es/accessibility",
  "report.heading": "/es/accessibility",
  "report.paragraphs": "/es/accessibility",
  "report.linkLabel": "/es/accessibility",
  "report.messageStart": "/es/contact?topic=accessibility (the button of /es/accessibility)",
} as const;

/**
 * The accessibility statement's loader: accessibility.yaml as the editor writes it with Decap's single_file i18n, the
 * statement under `en:` and the Spanish of its texts under `es:` (a limitation matched to the English by its
 * position). Each block's tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}`
 * as the Spanish season) and validated with its schema; the first problem throws, naming the file and the place.
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
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const items = byPosition(fileName, "limitations.items", es.limitations?.items, accessibility.limitations.items);
  return {
    accessibility,
    spanish: {
      heading: need("heading", es.heading),
      intro: need("intro", es.intro),
      updated: accessibility.updated,
      target: {
        heading: need("target.heading", es.target?.heading),
        paragraphs: need("target.paragraphs", es.target?.paragraphs),
      },
      testing: {
        heading: need("testing.heading", es.testing?.heading),
        paragraphs: need("testing.paragraphs", es.testing?.paragraphs),
      },
      limitations: {
        heading: need("limitations.heading", es.limitations?.heading),
        intro: need("limitations.intro", es.limitations?.intro),
        items: items.map((item, index) => ({
          title: need("limitations.items[].title", item?.title, `limitations.items.${index}.title`),
          text: need("limitations.items[].text", item?.text, `limitations.items.${index}.text`),
        })),
      },
      report: {
        heading: need("report.heading", es.report?.heading),
        paragraphs: need("report.paragraphs", es.report?.paragraphs),
        linkLabel: need("report.linkLabel", es.report?.linkLabel),
        messageStart: need("report.messageStart", es.report?.messageStart),
      },
    },
  };
}
