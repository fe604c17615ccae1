import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { surveyPageSchema, surveyPageTranslationSchema, type SurveyPage } from "./schemas/forms.ts";
import { spanishRequirement } from "./spanish-required.ts";

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42). /es/survey shows every text of the file.
 */
const SPANISH_REQUIRED = {
  intro: "/es/survey",
  formHeading: "/es/survey",
  thankYouText: "/es/survey",
} as const;

/**
 * The survey page's loader: survey-page.yaml as the editor writes it with Decap's single_file i18n, the copy under
 * `en:` and the Spanish of its texts under `es:`, each block's tokens expanded (in Spanish, only those that read the
 * same in Spanish) and validated with its schema; the first problem throws, naming the file and the place.
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
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  return {
    surveyPage,
    spanish: {
      intro: need("intro", es.intro),
      formHeading: need("formHeading", es.formHeading),
      thankYouText: need("thankYouText", es.thankYouText),
    },
  };
}
