import type { TokenFacts } from "./fact-labels.ts";
import { readTranslated } from "./parse.ts";
import {
  galleryContentSchema,
  galleryTranslationSchema,
  type GalleryContent,
  type GalleryImage,
} from "./schemas/gallery.ts";
import { byPosition, spanishRequirement } from "./spanish-required.ts";

/**
 * The Spanish texts a build requires, by the page that shows them: a build without one stops, naming the file, the
 * field and the page (issue 42: a Spanish page is published only when every text it shows is Spanish). /es/ shows
 * the home page's photos, each alt text matched to the English photo at its position. /gallery is English only.
 */
const SPANISH_REQUIRED = {
  "home[].alt": "/es/",
} as const;

/**
 * The gallery's loader: gallery.yaml as the editor writes it with Decap's single_file i18n, the file under `en:` and
 * the Spanish of the home photos' alt texts under `es:`. Each block's tokens are expanded and validated with its
 * schema; the first problem throws, naming the file and the place. `spanishHome` is the home's photos in the
 * English's shape, ids and pictures copied, each alt text Spanish.
 */
export function loadGallery(
  fileName: string,
  source: string,
  facts: TokenFacts,
  spanishSeason: string,
): { gallery: GalleryContent; spanishHome: GalleryImage[] } {
  const { en: gallery, es } = readTranslated(fileName, source, galleryContentSchema, galleryTranslationSchema, {
    facts,
    spanishSeason,
  });
  const need = spanishRequirement(fileName, SPANISH_REQUIRED);
  const home = byPosition(fileName, "home", es.home, gallery.home);
  return {
    gallery,
    spanishHome: gallery.home.map((photo, index) => ({
      ...photo,
      alt: need("home[].alt", home[index]?.alt, `home.${index}.alt`),
    })),
  };
}
