import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import { homePageSchema, homePageTranslationSchema, type HomePage } from "./schemas/home.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/ shows
 * every text of the file, its structured data the organization's description. A list item (`[]`) is matched to the
 * English by its position (the items have no id); a list of paragraphs is one text.
 */
const SPANISH_REQUIRED = {
  "hero.eyebrow": "/es/",
  "hero.subtitle": "/es/",
  "hero.imageAlt": "/es/",
  "hero.bookLabel": "/es/",
  "hero.toursLabel": "/es/",
  "press.heading": "/es/",
  "press.linkLabel": "/es/",
  "testimonials.eyebrow": "/es/",
  "testimonials.heading": "/es/",
  "seasonal.linkLabel": "/es/",
  "intro.eyebrow": "/es/",
  "intro.heading": "/es/",
  "intro.paragraphs": "/es/",
  "intro.facts[].label": "/es/",
  "intro.facts[].value": "/es/",
  "newsletter.eyebrow": "/es/",
  "newsletter.heading": "/es/",
  "newsletter.text": "/es/",
  "giftCard.heading": "/es/",
  "giftCard.text": "/es/",
  "giftCard.linkLabel": "/es/",
  "features.heading": "/es/",
  "features.items[].title": "/es/",
  "features.items[].description": "/es/",
  "benefits.eyebrow": "/es/",
  "benefits.heading": "/es/",
  "benefits.items[].title": "/es/",
  "benefits.items[].description": "/es/",
  "availability.heading": "/es/",
  "availability.intro": "/es/",
  "availability.linkLabel": "/es/",
  "book.eyebrow": "/es/",
  "book.description": "/es/",
  "book.orderLabel": "/es/",
  "book.orderSubject": "/es/",
  "gallery.heading": "/es/",
  "gallery.intro": "/es/",
  "finalCta.heading": "/es/",
  "finalCta.text": "/es/",
  "finalCta.buttonLabel": "/es/",
  "organization.description": "/es/ (its structured data)",
} as const;

/**
 * The home page's loader: home.yaml as the editor writes it with Decap's single_file i18n, the copy under `en:` and
 * the Spanish of its texts under `es:`. Each block's tokens are expanded (in Spanish only those that read the same
 * in Spanish or have Spanish words, and `{season}` as the Spanish season) and validated with its schema; the first
 * problem throws, naming the file and the place. The Spanish comes back in the English's shape, with the facts (the
 * icons, the book's title, the areas served) from the English.
 */
export function loadHomePage(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { home: HomePage; spanish: HomePage } {
  const { en: home, es } = readTranslated(fileName, source, homePageSchema, homePageTranslationSchema, {
    facts,
    spanishSeason,
  });
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const introFacts = byPosition(fileName, "intro.facts", es.intro?.facts, home.intro.facts);
  const features = byPosition(fileName, "features.items", es.features?.items, home.features.items);
  const benefits = byPosition(fileName, "benefits.items", es.benefits?.items, home.benefits.items);
  return {
    home,
    spanish: {
      hero: {
        eyebrow: need("hero.eyebrow", es.hero?.eyebrow),
        subtitle: need("hero.subtitle", es.hero?.subtitle),
        imageAlt: need("hero.imageAlt", es.hero?.imageAlt),
        bookLabel: need("hero.bookLabel", es.hero?.bookLabel),
        toursLabel: need("hero.toursLabel", es.hero?.toursLabel),
      },
      press: {
        heading: need("press.heading", es.press?.heading),
        linkLabel: need("press.linkLabel", es.press?.linkLabel),
      },
      testimonials: {
        eyebrow: need("testimonials.eyebrow", es.testimonials?.eyebrow),
        heading: need("testimonials.heading", es.testimonials?.heading),
      },
      seasonal: { linkLabel: need("seasonal.linkLabel", es.seasonal?.linkLabel) },
      intro: {
        eyebrow: need("intro.eyebrow", es.intro?.eyebrow),
        heading: need("intro.heading", es.intro?.heading),
        paragraphs: need("intro.paragraphs", es.intro?.paragraphs),
        facts: introFacts.map((fact, index) => ({
          label: need("intro.facts[].label", fact?.label, `intro.facts.${index}.label`),
          value: need("intro.facts[].value", fact?.value, `intro.facts.${index}.value`),
        })),
      },
      newsletter: {
        eyebrow: need("newsletter.eyebrow", es.newsletter?.eyebrow),
        heading: need("newsletter.heading", es.newsletter?.heading),
        text: need("newsletter.text", es.newsletter?.text),
      },
      giftCard: {
        heading: need("giftCard.heading", es.giftCard?.heading),
        text: need("giftCard.text", es.giftCard?.text),
        linkLabel: need("giftCard.linkLabel", es.giftCard?.linkLabel),
      },
      features: {
        heading: need("features.heading", es.features?.heading),
        items: features.map((item, index) => ({
          icon: home.features.items[index]?.icon ?? "landmark",
          title: need("features.items[].title", item?.title, `features.items.${index}.title`),
          description: need("features.items[].description", item?.description, `features.items.${index}.description`),
        })),
      },
      benefits: {
        eyebrow: need("benefits.eyebrow", es.benefits?.eyebrow),
        heading: need("benefits.heading", es.benefits?.heading),
        items: benefits.map((item, index) => ({
          title: need("benefits.items[].title", item?.title, `benefits.items.${index}.title`),
          description: need("benefits.items[].description", item?.description, `benefits.items.${index}.description`),
        })),
      },
      availability: {
        heading: need("availability.heading", es.availability?.heading),
        intro: need("availability.intro", es.availability?.intro),
        linkLabel: need("availability.linkLabel", es.availability?.linkLabel),
      },
      book: {
        eyebrow: need("book.eyebrow", es.book?.eyebrow),
        // The book's title is its name: one value.
        title: home.book.title,
        description: need("book.description", es.book?.description),
        orderLabel: need("book.orderLabel", es.book?.orderLabel),
        orderSubject: need("book.orderSubject", es.book?.orderSubject),
      },
      gallery: {
        heading: need("gallery.heading", es.gallery?.heading),
        intro: need("gallery.intro", es.gallery?.intro),
      },
      finalCta: {
        heading: need("finalCta.heading", es.finalCta?.heading),
        text: need("finalCta.text", es.finalCta?.text),
        buttonLabel: need("finalCta.buttonLabel", es.finalCta?.buttonLabel),
      },
      organization: {
        description: need("organization.description", es.organization?.description),
        areaServed: home.organization.areaServed,
      },
    },
  };
}
