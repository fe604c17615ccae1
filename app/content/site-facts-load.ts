import { expandTokens, spanishFactTokens, UnknownTokenError } from "./fact-labels.ts";

import { ContentError, expandContentTokens, readContent, translatedBlocks, validateContent } from "./parse.ts";
import {
  siteFactsSchema,
  siteFactsTranslationSchema,
  type SiteFactsContent,
  type SiteFactsTranslation,
} from "./schemas/site-facts.ts";

/** The facts, and beside them each other language's texts (decision 035). */
export type LoadedSiteFacts = SiteFactsContent & { translations: { es: SiteFactsTranslation } };

/**
 * The Spanish texts every Spanish page shows, by where it shows them: a build without one stops, naming the file,
 * the field and the pages (issue 42: a Spanish page is published only when every text it shows is Spanish).
 */
const SPANISH_REQUIRED: Record<string, string> = {
  "season.name": "every Spanish page (the announcement above the header quotes it as {season})",
  "season.announcement": "every Spanish page (the announcement above the header)",
};

/**
 * The site facts' loader: app/content/site-facts.yaml as the editor writes it with Decap's single_file i18n, the
 * facts under `en:` and their Spanish texts under `es:`, each validated with its zod schema (the first problem
 * throws, naming the file and the field), with the season's texts' tokens expanded in each language ("{season}
 * tours booking now" → "Summer 2025 tours booking now"; an unknown token throws, naming it). Run at build time by
 * the site-facts plugin (site-facts-plugin.ts), never in the browser.
 */
export function loadSiteFacts(fileName: string, source: string): LoadedSiteFacts {
  const file = translatedBlocks(fileName, readContent(fileName, source));
  const facts = validateContent(fileName, file.en, siteFactsSchema);
  const es = validateContent(fileName, file.es, siteFactsTranslationSchema, "es.");
  for (const [at, where] of Object.entries(SPANISH_REQUIRED)) {
    const [group = "", key = ""] = at.split(".");
    const value = (es as Record<string, Record<string, unknown> | undefined>)[group]?.[key];
    if (value === undefined)
      throw new ContentError(fileName, `the Spanish text es.${at} is missing: ${where} shows it`);
  }
  const expand = (text: string, at: string) => {
    try {
      return expandTokens(text, facts);
    } catch (error) {
      if (error instanceof UnknownTokenError) throw new ContentError(fileName, `${error.message} (at ${at})`);
      throw error;
    }
  };
  // The Spanish texts' tokens, expanded as the other files' are (parse.ts), under `es` so an error says where.
  const spanishTokens = spanishFactTokens(facts, es.season?.name ?? facts.season.name);
  const spanish = expandContentTokens(fileName, { es }, facts, spanishTokens) as { es: SiteFactsTranslation };
  return {
    ...facts,
    season: {
      ...facts.season,
      announcement: expand(facts.season.announcement, "season.announcement"),
      banner: expand(facts.season.banner, "season.banner"),
    },
    translations: spanish,
  };
}
