import type { TokenFacts } from "./fact-labels.ts";
import { ContentError, readTranslated } from "./parse.ts";
import { privacyPageSchema, privacyTranslationSchema, type PrivacyPage } from "./schemas/privacy.ts";
import { spanishRequirement } from "./spanish-required.ts";

/** The privacy notice in Spanish, as /es/privacy shows it: the English's shape, its date and record ids copied. */
export type SpanishPrivacyPage = PrivacyPage;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/privacy
 * shows every text of the notice, so every one is required. `records[]` is each record, matched by its id.
 */
const SPANISH_REQUIRED = {
  heading: "/es/privacy",
  intro: "/es/privacy",
  controller: "/es/privacy",
  "records[].title": "/es/privacy",
  "records[].collected": "/es/privacy",
  "records[].purpose": "/es/privacy",
  "rights.heading": "/es/privacy",
  "rights.paragraphs": "/es/privacy",
} as const;

/**
 * The privacy notice's loader: privacy.yaml as the editor writes it with Decap's single_file i18n, the notice under
 * `en:` and the Spanish of its texts under `es:` (a record matched to the English by its id). Each block's tokens are
 * expanded (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish season) and validated
 * with its schema; the first problem throws, naming the file and the place.
 */
export function loadPrivacyPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { privacy: PrivacyPage; spanish: SpanishPrivacyPage } {
  const { en: privacy, es } = readTranslated(fileName, source, privacyPageSchema, privacyTranslationSchema, {
    facts,
    spanishSeason,
  });
  const byId = new Map<string, NonNullable<typeof es.records>[number]>();
  for (const record of es.records ?? []) {
    if (byId.has(record.id)) throw new ContentError(fileName, `es.records has "${record.id}" twice`);
    byId.set(record.id, record);
  }
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  // In the file's order, so the first missing text named is the first the editor shows.
  const record = (english: PrivacyPage["records"][number]) => {
    const translated = byId.get(english.id);
    const field = (name: "title" | "collected" | "purpose") => {
      const value = translated?.[name];
      if (value === undefined)
        throw new ContentError(
          fileName,
          `the Spanish ${name} of "${english.id}" (es.records, id ${english.id}) is missing: ${SPANISH_REQUIRED[`records[].${name}`]} shows it`,
        );
      return value;
    };
    return { id: english.id, title: field("title"), collected: field("collected"), purpose: field("purpose") };
  };
  return {
    privacy,
    spanish: {
      heading: need("heading", es.heading),
      intro: need("intro", es.intro),
      updated: privacy.updated,
      controller: need("controller", es.controller),
      records: privacy.records.map(record),
      rights: {
        heading: need("rights.heading", es.rights?.heading),
        paragraphs: need("rights.paragraphs", es.rights?.paragraphs),
      },
    },
  };
}
