// Text made safe for where it is written: HTML, and a log line or a terminal. The one copy, for the app
// (bundled by Vite) and the Node host (server/ and scripts/ import this file by its `.ts` path; it imports
// nothing and keeps no state).

/**
 * Text made safe inside HTML, in an element or a quoted attribute: `&`, `<`,
 * `>`, `"` and `'` become numeric character references.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// C0 controls, DEL, C1 controls, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const LOG_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text made safe inside one log line or a terminal's output, for anything a request carries (its URL,
 * a parameter, a header, a form's fields): each control character becomes visible, `\x1b` for ESC,
 * `\x0d\x0a` for a line break, `\u2028`, so a visitor can neither start a line that looks like the
 * server's own nor send the terminal a command (clear the screen, retitle the window, hide text).
 */
export function logSafe(text: string): string {
  return text.replace(LOG_UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, "0")}`;
  });
}
