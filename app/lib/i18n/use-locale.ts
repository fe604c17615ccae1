import { useLocation } from "react-router";
import { hrefFor, localeOfPath, type Locale } from "./locales";

/** The page's language: from its path alone (no cookie, header or Accept-Language), so a pre-rendered page is the same for everyone. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Where links from this page go (hrefFor): on a Spanish page, to a page's Spanish version if it has one, else to the English page, marked as such. */
export function useLinkFor(): (path: string) => { href: string; inEnglish: boolean } {
  const locale = useLocale();
  return (path) => hrefFor(path, locale);
}
