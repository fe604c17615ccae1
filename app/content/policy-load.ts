import { spanishFactTokens, type TokenFacts } from "./fact-labels.ts";
import { ContentError, expandContentTokens, readContent, translatedBlocks, validateContent } from "./parse.ts";
import { policySchema, policyTranslationSchema, type Policy } from "./schemas/policy.ts";

/** The policy's Spanish texts a Spanish page shows (decision 035). */
export type SpanishPolicy = { line: string; privateLine: string };

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). The other
 * Spanish texts (heading, intro, sections) are optional until /es/policies shows them.
 */
const SPANISH_REQUIRED = {
  line: "/es/booking",
  privateLine: "/es/booking",
} as const satisfies Record<keyof SpanishPolicy, string>;

/**
 * The policy's loader: policy.yaml as the editor writes it with Decap's single_file i18n, the policy under `en:` and
 * the Spanish of its texts under `es:` (a section matched to the English by its id). Each block's tokens are expanded
 * (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish season) and validated with its
 * schema; the first problem throws, naming the file and the place.
 */
export function loadPolicy(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { policy: Policy; spanish: SpanishPolicy } {
  const blocks = translatedBlocks(fileName, readContent(fileName, source));
  const policy = validateContent(fileName, expandContentTokens(fileName, blocks.en, facts), policySchema);
  const es = validateContent(
    fileName,
    expandContentTokens(fileName, blocks.es, facts, spanishFactTokens(facts, spanishSeason)),
    policyTranslationSchema,
    "es.",
  );
  for (const section of es.sections ?? []) {
    if (!policy.sections.some((english) => english.id === section.id))
      throw new ContentError(fileName, `es.sections has "${section.id}", which is no section's id under en.sections`);
  }
  const required = (field: keyof SpanishPolicy): string => {
    const value = es[field];
    if (value === undefined)
      throw new ContentError(fileName, `es.${field} is missing: ${SPANISH_REQUIRED[field]} shows it`);
    return value;
  };
  return { policy, spanish: { line: required("line"), privateLine: required("privateLine") } };
}
