// The static §8 fallback page, answered when a page cannot be rendered or finished
// (app/lib/render/document.server.ts) and by the server's error handler (server/index.ts reads it
// from the server bundle, app/entry.server.tsx).
import { dictionaryFor } from "../i18n/dictionaries.server.ts";
import { DEFAULT_LOCALE, hrefFor, LOCALES, localeOfPath, type Locale } from "../i18n/locales.ts";
import { plainPage } from "./plain-page.ts";

/**
 * SPEC §8's fallback page, static so that it cannot fail itself, in each language (decision 035): the frame
 * dictionary's error words, and a Spanish page's home link marked "(en inglés)" while home is English only. No
 * script (issue 21: no inline handler): Try Again is a link to the page itself (an empty href), which reloads it in
 * full.
 */
function writeErrorPage(locale: Locale): string {
  const t = dictionaryFor(locale);
  const home = hrefFor("/", locale);
  return plainPage({
    title: t.error.title,
    lang: locale === DEFAULT_LOCALE ? "en" : LOCALES[locale].htmlLang,
    style: `
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;color:#33271f;background:#fdfaf4}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-family:Georgia,serif;font-size:2rem;color:#231a15;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 2rem;color:#4a3a2f}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.actions>*{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:999px;border:2px solid #9c4323;cursor:pointer;text-decoration:none}
.actions a{background:#fff;color:#9c4323}.actions a.retry{background:#9c4323;color:#fff}
`,
    // The dictionaries' own words, written as they are (no markup in them; the English page keeps its "We're").
    body: `<main>
<h1>${t.error.title}</h1>
<p>${t.error.message}</p>
<div class="actions">
<a class="retry" href="">${t.error.tryAgain}</a>
<a href="${home.href}">${t.error.returnHome}${home.inEnglish ? ` ${t.frame.inEnglish}` : ""}</a>
</div>
</main>`,
  });
}

/** The fallback page in each language. */
export const errorPages = Object.fromEntries(
  (Object.keys(LOCALES) as Locale[]).map((locale) => [locale, writeErrorPage(locale)]),
) as Record<Locale, string>;

/** The fallback page in English. */
export const errorPage = errorPages[DEFAULT_LOCALE];

/** The fallback page in the language of the page at `path` ("/es/…": Spanish). */
export const errorPageFor = (path: string) => errorPages[localeOfPath(path)];

/** The fallback page's Content-Security-Policy: its inline styles, nothing else. */
export const errorPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
