import { en, type Dictionary } from "./en";
import { es } from "./es";
import type { Locale } from "./locales";

/** Every language's dictionary, on the server: the root loader hands a page in another language its own. */
const DICTIONARIES: Record<Locale, Dictionary> = { en, es };

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}
