import { en, type Dictionary } from "./en";
import type { Locale } from "./locales";
import { useLocale } from "./use-locale";

/**
 * Each language's dictionary, loaded: English is in every page's first load; any
 * other is a chunk of its own (decision 035: a page carries only its own
 * language's dictionary, and the first-load budget is 140 KB), loaded by the
 * server at start-up (entry.server), by the browser before it hydrates a page in
 * that language (entry.client) and before a client-side navigation to one (the
 * not-found route's clientLoader).
 */
const loaded: Partial<Record<Locale, Dictionary>> = { en };

const loaders: Record<Locale, () => Promise<Dictionary>> = {
  en: () => Promise.resolve(en),
  es: () => import("./es").then((module) => module.es),
};

export function hasDictionary(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  return (loaded[locale] ??= await loaders[locale]());
}

/** A language's interface strings; English if that language's chunk has not loaded (never the case on a page: see above). */
export function dictionaryFor(locale: Locale): Dictionary {
  return loaded[locale] ?? en;
}

/** The interface strings in the page's language. */
export function useText(): Dictionary {
  return dictionaryFor(useLocale());
}
