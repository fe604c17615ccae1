import { expect, test } from "./fixtures";

/**
 * Smoke (issue 30 item 4): runs on the live content (the `smoke` project), so
 * it names no page or copy of its own. Every address in /sitemap.xml is
 * fetched as a visitor's browser first gets it (server HTML), and every
 * address inside the site that a page links to or loads (href, src, srcset,
 * poster) answers 200: no broken internal link or image, whatever the company
 * wrote in a post or an entry.
 */
const origin = "http://site.test";

/** Addresses inside the site that the HTML links to or loads, without fragments. */
function internalAddresses(html: string): string[] {
  const found: string[] = [];
  for (const [, attribute, value = ""] of html.matchAll(/\s(href|src|srcset|poster)="([^"]*)"/g)) {
    const candidates =
      attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
    for (const candidate of candidates) {
      const address = candidate.replaceAll("&amp;", "&");
      if (!address.startsWith("/") || address.startsWith("//")) continue;
      const url = new URL(address, origin);
      found.push(`${url.pathname}${url.search}`);
    }
  }
  return found;
}

test("every page in the sitemap links to and loads only addresses that answer 200", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
  expect(pages.length).toBeGreaterThan(10);

  const linkedFrom = new Map<string, string>();
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    for (const address of internalAddresses(await response.text()))
      if (!linkedFrom.has(address)) linkedFrom.set(address, page);
  }

  const broken: string[] = [];
  const queue = [...linkedFrom.keys()];
  // A few requests at a time: the same server answers the other workers' tests.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const status = (await request.get(address, { maxRedirects: 3 })).status();
        if (status !== 200) broken.push(`${address} (${status}), linked from ${linkedFrom.get(address)}`);
      }
    }),
  );
  expect(broken).toEqual([]);
});
