// A visitor's first name, when it is safe to show back to them: the greeting
// of the contact confirmation (server/mail.ts, mailed to whatever address was
// typed) and of the newsletter's thank-you page. Portable (Intl only).

/** The widest first name a confirmation greets, in columns (a wide character, as in Chinese or Japanese, takes two). */
export const FIRST_NAME_COLUMNS = 20;

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uff60\uffe0-\uffe6]/u;
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** How many columns a text takes: one per grapheme (a letter with its marks), two for a wide one. */
export function visibleWidth(text: string): number {
  let width = 0;
  for (const { segment } of segmenter.segment(text)) width += WIDE.test(segment) ? 2 : 1;
  return width;
}

/**
 * The one thing a visitor typed that their confirmation may hold: the first
 * word of the name, when it is only letters (with inner hyphens or
 * apostrophes) and at most FIRST_NAME_COLUMNS wide whatever the script (a
 * sentence in a script without spaces is no name); otherwise null (the
 * greeting goes without a name). No digit, dot, slash or colon can pass, so
 * no link, address or other text of the visitor's choosing.
 */
export function safeFirstName(name: unknown): string | null {
  const first = (typeof name === "string" ? name : "").trim().split(/\s+/)[0] ?? "";
  if (first.length === 0 || first.length > 4 * FIRST_NAME_COLUMNS || visibleWidth(first) > FIRST_NAME_COLUMNS)
    return null;
  return /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u.test(first) ? first : null;
}
