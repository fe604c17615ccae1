// Pre-rendered pages live in build/client as `<path>/index.html`, but the
// server (and every link) addresses them by their clean path: `/tours`, not
// `/tours/index.html`, which answers 404. The service worker must precache
// them under the address a visitor navigates to, or its install fails and
// offline navigation never matches.

/** `index.html` → `/`, `tours/brooklyn-heights/index.html` → `/tours/brooklyn-heights`; other files unchanged. */
export function precacheUrl(file) {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return file;
}

/** A workbox-build `manifestTransforms` entry applying {@link precacheUrl}. */
export async function cleanPageUrls(entries) {
  return { manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })), warnings: [] };
}
