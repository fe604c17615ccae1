import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { sitePages, type SitePage } from "../../app/lib/site-routes";
import { expect, seriousAxeViolations, test } from "./fixtures";

type Expected = SitePage & { title: string; description: string; heading: string };

/** Tour pages take their words from the tour content; every other page from site-routes. */
const content = (file: string) =>
  parse(readFileSync(path.join(import.meta.dirname, "../../app/content", file), "utf8"));
const tours = content("tours.yaml") as Array<{
  slug: string;
  seoTitle: string;
  seoDescription: string;
  heroTitle: string;
}>;
const toursPage = content("tours-page.yaml") as { heroTitle: string };

const pages: Expected[] = Object.values(sitePages as Record<string, SitePage>).map((page) => {
  const tour = tours.find((candidate) => page.path === `/tours/${candidate.slug}`);
  if (tour) return { ...page, title: tour.seoTitle, description: tour.seoDescription, heading: tour.heroTitle };
  if (page.path === "/tours") return { ...page, heading: toursPage.heroTitle } as Expected;
  return page as Expected;
});

test.describe("every route", () => {
  for (const page of pages) {
    test(`${page.path} answers 200 with its own title, description, canonical and breadcrumb`, async ({
      page: tab,
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);

      await tab.goto(page.path);
      await expect(tab).toHaveTitle(page.title);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", page.description);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://localhost:3000${page.path}`);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.heading);

      const jsonLd = await tab.locator('script[type="application/ld+json"]').allTextContents();
      const breadcrumb = jsonLd.map((text) => JSON.parse(text)).find((block) => block["@type"] === "BreadcrumbList");
      expect(breadcrumb, "BreadcrumbList JSON-LD").toBeTruthy();
      const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items[0]).toMatchObject({ position: 1, name: "Home", item: "http://localhost:3000/" });
      expect(items.at(-1)).toMatchObject({ name: page.label, item: `http://localhost:3000${page.path}` });

      const robots = tab.locator('meta[name="robots"]');
      if (page.noindex) await expect(robots).toHaveAttribute("content", /noindex/);
      else await expect(robots).toHaveCount(0);
    });
  }

  test("titles and descriptions are unique across routes", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  for (const page of pages) {
    test(`${page.path} has no serious or critical accessibility violations @mobile`, async ({ page: tab }) => {
      await tab.goto(page.path);
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await seriousAxeViolations(tab)).toEqual([]);
    });
  }
});
