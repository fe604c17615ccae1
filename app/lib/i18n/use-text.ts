import type { Dictionary } from "./en";
import { en } from "./en";
import { es } from "./es";
import type { Locale } from "./locales";
import { useLocale } from "./use-locale";

/** Each language's interface strings. */
export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { en, es };

/** The interface strings in the page's language. */
export function useText(): Dictionary {
  return DICTIONARIES[useLocale()];
}
