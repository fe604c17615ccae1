import { expandTokens, UnknownTokenError } from "./fact-labels.ts";
import { ContentError, parseContent } from "./parse.ts";
import { siteFactsSchema, type SiteFactsContent } from "./schemas/site-facts.ts";

/**
 * The site facts' loader: app/content/site-facts.yaml validated with its zod
 * schema (the first problem throws, naming the file and the field), with the
 * season's texts' tokens expanded ("{season} tours booking now" → "Summer
 * 2025 tours booking now"; an unknown token throws, naming it). Run at build
 * time by the site-facts plugin (site-facts-plugin.ts), never in the browser.
 */
export function loadSiteFacts(fileName: string, source: string): SiteFactsContent {
  const facts = parseContent(fileName, source, siteFactsSchema);
  const expand = (text: string, at: string) => {
    try {
      return expandTokens(text, facts);
    } catch (error) {
      if (error instanceof UnknownTokenError) throw new ContentError(fileName, `${error.message} (at ${at})`);
      throw error;
    }
  };
  return {
    ...facts,
    season: {
      ...facts.season,
      announcement: expand(facts.season.announcement, "season.announcement"),
      banner: expand(facts.season.banner, "season.banner"),
    },
  };
}
