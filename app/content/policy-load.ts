import type { TokenFacts } from "./fact-labels.ts";
import { ContentError, readTranslated } from "./parse.ts";
import { policySchema, policyTranslationSchema, type Policy } from "./schemas/policy.ts";
import { spanishRequirement } from "./spanish-required.ts";

/** The policy's Spanish texts the Spanish pages show (decision 035): every section's, in the English order. */
export type SpanishPolicy = Pick<Policy, "line" | "privateLine" | "faqLink" | "heading" | "intro" | "sections">;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). `faqLink` is
 * the link to the policy under /es/tours' FAQ.
 */
const SPANISH_REQUIRED = {
  line: "/es/booking",
  privateLine: "/es/booking",
  faqLink: "/es/tours",
  heading: "/es/policies",
  intro: "/es/policies",
} as const satisfies Record<Exclude<keyof SpanishPolicy, "sections">, string>;

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
  const { en: policy, es } = readTranslated(fileName, source, policySchema, policyTranslationSchema, {
    facts,
    spanishSeason,
  });
  for (const section of es.sections ?? []) {
    if (!policy.sections.some((english) => english.id === section.id))
      throw new ContentError(fileName, `es.sections has "${section.id}", which is no section's id under en.sections`);
  }
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const line = need("line", es.line);
  const privateLine = need("privateLine", es.privateLine);
  const faqLink = need("faqLink", es.faqLink);
  const heading = need("heading", es.heading);
  const intro = need("intro", es.intro);
  const sections = policy.sections.map(({ id }) => {
    const section = es.sections?.find((spanish) => spanish.id === id);
    if (!section?.title || !section.paragraphs)
      throw new ContentError(
        fileName,
        `the Spanish ${section?.title ? "paragraphs" : "title"} of section "${id}" (es.sections, id ${id}) is missing: /es/policies shows it`,
      );
    return { id, title: section.title, paragraphs: section.paragraphs };
  });
  return { policy, spanish: { line, privateLine, faqLink, heading, intro, sections } };
}
