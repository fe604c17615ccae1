// The one shell of the pages written without React (issue 39 review): the §8 fallback page, the editor's setup and
// sign-in pages, the day-of status page and its sign-in, and the newsletter's answers without scripts. No site
// script, never indexed, their own inline styles only. Imported by the app (Vite) and the Node host (server/ imports
// it by its `.ts` path), so it imports by `.ts` paths too.
import { escapeHtml } from "../html-escape.ts";

export type PlainPage = {
  /** The whole `<title>`, escaped here. */
  title: string;
  /** The page's HTML inside `<body>`, already safe. */
  body: string;
  /** Its CSS, inline. */
  style?: string;
  /** `<html lang>`: "en" unless given (the fallback page in Spanish says "es-US"). */
  lang?: string;
};

/** The policy of a plain page without scripts or forms: its inline styles and links, nothing else. */
export const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function plainPage({ title, body, style, lang = "en" }: PlainPage): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${style ? `<style>${style}</style>\n` : ""}</head>
<body>
${body}
</body>
</html>
`;
}
