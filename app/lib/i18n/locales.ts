/**
 * The site's languages (decision 035, issue 42): one line each. `htmlLang` is what
 * `<html lang>` says (US English and US Spanish: the company and its walks are in New York). A language's pages live
 * under its `prefix` with the English slugs after it (`/es/tours/brooklyn-heights`);
 * the one without a prefix is the default, at `/`.
 */
export type LocaleInfo = {
  prefix: string;
  htmlLang: string;
  /** The language's name in itself: the language switch's link ("English", "Español"). */
  name: string;
  /**
   * The line that offers a page in this language to a browser that puts it first, in this language, with its close
   * button's name ("Ver esta página en español"); none for the default language.
   */
  offer?: { text: string; close: string };
  /** What the booking provider's addresses and overlay carry as `language` (none for English: unchanged). */
  providerLanguage?: string;
};

export type LocaleTable<L extends string = string> = Readonly<Record<L, LocaleInfo>>;

export const LOCALES = {
  en: { prefix: "", htmlLang: "en-US", name: "English" },
  es: {
    prefix: "/es",
    htmlLang: "es-US",
    name: "Español",
    providerLanguage: "es",
    offer: { text: "Ver esta página en español", close: "Cerrar" },
  },
} as const satisfies LocaleTable;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = "en";

// The table's entries; the default table when none is passed (unit tests pass one with a test-only locale).
const entries = <L extends string>(table: LocaleTable<L>) => Object.entries(table) as [L, LocaleInfo][];
const siteTable = <L extends string>() => LOCALES as unknown as LocaleTable<L>;

/** The booking provider's `language` for a page in `locale`; undefined for English. */
export function providerLanguage<L extends string = Locale>(
  locale: L,
  table: LocaleTable<L> = siteTable(),
): string | undefined {
  return table[locale].providerLanguage;
}

/** The language a path is in: "/es" and "/es/…" are Spanish; everything else ("/", "/escape") the default's. */
export function localeOfPath<L extends string = Locale>(pathname: string, table: LocaleTable<L> = siteTable()): L {
  let fallback: L | undefined;
  for (const [locale, { prefix }] of entries(table)) {
    if (!prefix) fallback = locale;
    else if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return locale;
  }
  if (fallback === undefined) throw new Error("the locale table has no language without a prefix");
  return fallback;
}

/** The same page in `locale`: any language prefix swapped for the target's ("/" ↔ "/es/"), query and hash kept. */
export function localizedPath<L extends string = Locale>(
  pathname: string,
  locale: L,
  table: LocaleTable<L> = siteTable(),
): string {
  const end = pathname.search(/[?#]/);
  const path = end < 0 ? pathname : pathname.slice(0, end);
  const tail = end < 0 ? "" : pathname.slice(end);
  const rest = path.slice(table[localeOfPath(path, table)].prefix.length) || "/";
  const { prefix } = table[locale];
  return `${prefix && rest === "/" ? `${prefix}/` : `${prefix}${rest}`}${tail}`;
}

/**
 * The English pages that have a Spanish version (their English paths): a link
 * from a Spanish page to any other goes to the English page, marked as such.
 */
export const SPANISH_PAGES: ReadonlySet<string> = new Set<string>([
  "/booking",
  "/policies",
  "/privacy",
  "/accessibility",
  "/gift",
  "/contact",
  "/survey",
  "/tours",
  "/about",
  "/sitemap",
  "/tours/private-tours",
  "/",
]);

/**
 * The public tours' pages ("/tours/brooklyn-heights"), each with a Spanish version (/es/tours/<slug>): from the one
 * list of tours (tours.yaml, handed to the browser by the root loader), never typed here. The private tour's page is
 * English only.
 */
export function spanishTourPages(tours: readonly { slug: string; private: boolean }[]): string[] {
  return tours.filter((tour) => !tour.private).map((tour) => `/tours/${tour.slug}`);
}

/**
 * The public tours' tour-day cards ("/tours/brooklyn-heights/day", tour-links.ts `dayCardPath`), each with a Spanish
 * version (/es/tours/<slug>/day), from the same list.
 */
export function spanishDayCards(tours: readonly { slug: string; private: boolean }[]): string[] {
  return spanishTourPages(tours).map((page) => `${page}/day`);
}

/** Every English page with a Spanish version: SPANISH_PAGES, the public tours' pages and their tour-day cards. */
export function spanishPagesWith(tours: readonly { slug: string; private: boolean }[]): ReadonlySet<string> {
  return new Set([...SPANISH_PAGES, ...spanishTourPages(tours), ...spanishDayCards(tours)]);
}

/**
 * The Spanish pages' paths ("/es/booking", "/es/tours/brooklyn-heights", "/es/tours/brooklyn-heights/day"), for the
 * pre-render list (react-router.config.ts).
 */
export function spanishPaths(tours: readonly { slug: string; private: boolean }[] = []): string[] {
  return [...spanishPagesWith(tours)].map((path) => localizedPath(path, "es"));
}

/**
 * Whether search engines may index the Spanish pages, and with it hreflang and the sitemap's alternates: a
 * half-translated language counts as duplicates (decision 035), so each Spanish page said `noindex` until every page
 * issue 42 lists was in Spanish. It is: the Spanish site is published whole.
 */
export const SPANISH_INDEXED = true;

/**
 * Where a link to the page at `path` (an English path) goes from a page in
 * `locale`, and whether it leads to a page in English: the page's version in
 * that language if it has one, else the English page, which the link then says
 * ("(en inglés)"). English pages link exactly as before.
 */
export function hrefFor(
  path: string,
  locale: Locale,
  spanishPages: ReadonlySet<string> = SPANISH_PAGES,
): { href: string; inEnglish: boolean } {
  if (locale === DEFAULT_LOCALE) return { href: path, inEnglish: false };
  const end = path.search(/[?#]/);
  const page = end < 0 ? path : path.slice(0, end);
  if (spanishPages.has(page)) return { href: localizedPath(path, locale), inEnglish: false };
  return { href: path, inEnglish: true };
}

/**
 * The same page in each other language that has it (the language switch, issue 42 item 8): from a Spanish page its
 * English page, always; from an English page the Spanish version, if `spanishPages` lists it. Query kept.
 */
export function otherLanguages(
  pathname: string,
  search = "",
  spanishPages: ReadonlySet<string> = SPANISH_PAGES,
): { locale: Locale; href: string }[] {
  // A pre-rendered page's address ends in a slash ("/booking/"): the page is the same.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const current = localeOfPath(path);
  const english = localizedPath(path, DEFAULT_LOCALE);
  return (Object.keys(LOCALES) as Locale[])
    .filter((locale) => locale !== current && (locale === DEFAULT_LOCALE || spanishPages.has(english)))
    .map((locale) => ({ locale, href: `${localizedPath(path, locale)}${search}` }));
}
