import { useLocation, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, hrefFor, localeOfPath, otherLanguages, spanishPagesWith, type Locale } from "./locales";

/** The page's language: from its path alone (no cookie, header or Accept-Language), so a pre-rendered page is the same for everyone. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * Where links from this page go (hrefFor): on a Spanish page, to a page's Spanish version if it has one (the public
 * tours' pages among them, from the root loader's list of tours), else to the English page, marked as such.
 */
export function useLinkFor(): (path: string) => { href: string; inEnglish: boolean } {
  const locale = useLocale();
  const pages = useSpanishPages();
  return (path) => hrefFor(path, locale, locale === DEFAULT_LOCALE ? undefined : pages);
}

/** Every English page with a Spanish version, the public tours' pages among them (the root loader's list of tours). */
function useSpanishPages(): ReadonlySet<string> {
  const tours = useRouteLoaderData<{ tours?: { slug: string; private: boolean }[] }>("root")?.tours;
  return spanishPagesWith(tours ?? []);
}

/** This page in each other language that has it (the language switch): its address, query kept. */
export function useOtherLanguages(): ReturnType<typeof otherLanguages> {
  const { pathname, search } = useLocation();
  return otherLanguages(pathname, search, useSpanishPages());
}
