import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { surveyPageSchema, surveyPageTranslationSchema, type SurveyPage } from "./schemas/forms.ts";
import { spanishLike } from "./spanish-required.ts";

/**
 * The survey page's loader: survey-page.yaml as the editor writes it with Decap's single_file i18n, the copy under
 * `en:` and the Spanish of its texts under `es:`, each block's tokens expanded (in Spanish, only those that read the
 * same in Spanish) and validated with its schema; the first problem throws, naming the file and the place.
 * /es/survey shows every text of the file: a build without one stops, naming the file, the field and the page.
 */
export function loadSurveyPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { surveyPage: SurveyPage; spanish: SurveyPage } {
  const { en: surveyPage, es } = readTranslated(fileName, source, surveyPageSchema, surveyPageTranslationSchema, {
    facts,
    spanishSeason,
  });
  return { surveyPage, spanish: spanishLike(fileName, "/es/survey", surveyPage, es) };
}
