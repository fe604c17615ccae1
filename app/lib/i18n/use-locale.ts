import { useLocation, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, hrefFor, localeOfPath, spanishPagesWith, type Locale } from "./locales";

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
  const tours = useRouteLoaderData<{ tours?: { slug: string; private: boolean }[] }>("root")?.tours;
  const pages = locale === DEFAULT_LOCALE ? undefined : spanishPagesWith(tours ?? []);
  return (path) => hrefFor(path, locale, pages);
}
