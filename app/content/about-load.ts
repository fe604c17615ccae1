import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { aboutPageSchema, aboutTranslationSchema, type AboutPage } from "./schemas/about.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/**
 * The About page in Spanish, as /es/about shows it: the English's shape, the team's names, pictures, cats and sample
 * flags copied.
 */
export type SpanishAboutPage = AboutPage;

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/about
 * shows every text of the file. `team.members[]` and `highlights[]` are each item, matched to the English by its
 * position (the items have no id); the story's paragraphs are one text.
 */
const SPANISH_REQUIRED = {
  "hero.eyebrow": "/es/about",
  "hero.subtitle": "/es/about",
  "hero.imageAlt": "/es/about",
  "story.eyebrow": "/es/about",
  "story.heading": "/es/about",
  "story.paragraphs": "/es/about",
  "team.heading": "/es/about",
  "team.intro": "/es/about",
  "team.members[].role": "/es/about",
  "team.members[].bio": "/es/about",
  "team.members[].imageAlt": "/es/about",
  "highlights[].title": "/es/about",
  "highlights[].description": "/es/about",
  "cta.heading": "/es/about",
  "cta.text": "/es/about",
  "cta.buttonLabel": "/es/about",
} as const;

/**
 * The About page's loader: about.yaml as the editor writes it with Decap's single_file i18n, the page under `en:` and
 * the Spanish of its texts under `es:` (a team member or a highlight matched to the English by its position). Each
 * block's tokens are expanded (in Spanish, only those that read the same in Spanish, and `{season}` as the Spanish
 * season) and validated with its schema; the first problem throws, naming the file and the place.
 */
export function loadAboutPage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { about: AboutPage; spanish: SpanishAboutPage } {
  const { en: about, es } = readTranslated(fileName, source, aboutPageSchema, aboutTranslationSchema, {
    facts,
    spanishSeason,
  });
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const members = byPosition(fileName, "team.members", es.team?.members, about.team.members);
  const highlights = byPosition(fileName, "highlights", es.highlights, about.highlights);
  return {
    about,
    spanish: {
      hero: {
        eyebrow: need("hero.eyebrow", es.hero?.eyebrow),
        subtitle: need("hero.subtitle", es.hero?.subtitle),
        imageAlt: need("hero.imageAlt", es.hero?.imageAlt),
      },
      story: {
        eyebrow: need("story.eyebrow", es.story?.eyebrow),
        heading: need("story.heading", es.story?.heading),
        paragraphs: need("story.paragraphs", es.story?.paragraphs),
      },
      team: {
        heading: need("team.heading", es.team?.heading),
        intro: need("team.intro", es.team?.intro),
        members: about.team.members.map((member, index) => ({
          ...member,
          role: need("team.members[].role", members[index]?.role, `team.members.${index}.role`),
          bio: need("team.members[].bio", members[index]?.bio, `team.members.${index}.bio`),
          imageAlt: need("team.members[].imageAlt", members[index]?.imageAlt, `team.members.${index}.imageAlt`),
        })),
      },
      highlights: highlights.map((highlight, index) => ({
        title: need("highlights[].title", highlight?.title, `highlights.${index}.title`),
        description: need("highlights[].description", highlight?.description, `highlights.${index}.description`),
      })),
      cta: {
        heading: need("cta.heading", es.cta?.heading),
        text: need("cta.text", es.cta?.text),
        buttonLabel: need("cta.buttonLabel", es.cta?.buttonLabel),
      },
    },
  };
}
