import { expect, type APIRequestContext } from "@playwright/test";
import { htmlText } from "./html-text";

/**
 * A Spanish page over HTTP (issue 42): 200, `<html lang="es-US">`, its `<title>`, a self-referencing canonical, the
 * social card described in Spanish, and, since Spanish is published whole (decision 035), indexed with its hreflang
 * pair: the page in English and in Spanish, fully qualified, x-default the English. A page never indexed in either
 * language (the survey, a tour-day card) says `noindex` and lists no alternates (`indexed: false`). Returns its HTML and its text
 * as a reader gets it.
 */
export async function getSpanishPage(
  request: APIRequestContext,
  path: string,
  title: string,
  { indexed = true }: { indexed?: boolean } = {},
): Promise<{ html: string; text: string }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html, path).toContain('<html lang="es-US"');
  expect(html, path).toContain(`<title>${title}</title>`);
  expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
  expect(html, path).toContain(`, sobre una ilustración de NYC Cat History Tours"/>`);
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
  if (!indexed) {
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(alternates, path).toEqual([]);
    return { html, text: htmlText(html) };
  }
  expect(html, path).not.toContain('name="robots"');
  const english = path.replace(/^\/es(?=\/|$)/, "") || "/";
  expect(alternates, path).toEqual([
    `en http://localhost:3000${english}`,
    `es http://localhost:3000${path}`,
    `x-default http://localhost:3000${english}`,
  ]);
  return { html, text: htmlText(html) };
}

/** Every booking-provider address in a page's markup (links, cards, the menus' gift card), its scripts left out. */
export function providerAddresses(html: string): string[] {
  return [...html.replace(/<script[\s\S]*?<\/script>/g, "").matchAll(/"(https:\/\/fareharbor\.com\/[^"]*)"/g)].map(
    (match) => match[1]!.replace(/&amp;/g, "&"),
  );
}
