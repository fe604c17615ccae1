/**
 * Text made safe inside HTML, in an element or a quoted attribute: `&`, `<`,
 * `>`, `"` and `'` become numeric character references. The one copy, for
 * the app (bundled by Vite) and the Node host (server/ imports this file by
 * its `.ts` path; it imports nothing and keeps no state).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
