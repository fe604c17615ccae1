import { expect, test } from "./fixtures";
import { getSpanishPage, providerAddresses } from "./support/spanish-page";

/**
 * Every static route, written out here (never read from the app). SPEC §2:
 * every page sets a title, description, canonical URL and breadcrumb. A smoke
 * spec (playwright.config.ts): it runs on the live content, so it pins only
 * what the site's code fixes, never what the editor at /admin offers as text
 * (issue 41 item 3). Titles and descriptions are checked for presence, a sane
 * length and uniqueness across pages, not word for word. Headings are pinned
 * only where the code fixes the spec's words ('Cat Gallery', 'Blog & Cat
 * Stories', 'How can we help?', 'Tour Feedback Survey'; the page names from the
 * site search list); where the heading or the last breadcrumb is the company's
 * copy (the policy, privacy and accessibility headings, a tour's name) there is
 * one non-empty one, and the launch content's words are pinned by the specs of
 * those pages (visit, privacy-accessibility, tour-pages).
 */
type Expected = {
  path: string;
  /** The h1 where the code fixes it; null where it is the company's own copy. */
  heading: string | null;
  /** The last breadcrumb's name where the code fixes it; null where it is the company's own copy. */
  crumb: string | null;
  /** The trail is Home alone (the home page). */
  home?: true;
  noindex?: boolean;
};

const pages: Expected[] = [
  {
    path: "/",
    heading: null,
    crumb: null,
    home: true,
  },
  {
    path: "/about",
    heading: null,
    crumb: "About Us",
  },
  {
    path: "/tours",
    heading: null,
    crumb: "Tours",
  },
  {
    path: "/tours/brooklyn-heights",
    heading: null,
    crumb: null,
  },
  {
    path: "/tours/financial-district",
    heading: null,
    crumb: null,
  },
  {
    path: "/tours/lower-east-side",
    heading: null,
    crumb: null,
  },
  {
    path: "/tours/private-tours",
    heading: null,
    crumb: null,
  },
  {
    path: "/gallery",
    heading: "Cat Gallery",
    crumb: "Gallery",
  },
  {
    path: "/blog",
    heading: "Blog & Cat Stories",
    crumb: "Blog",
  },
  {
    path: "/contact",
    heading: "How can we help?",
    crumb: "Contact",
  },
  {
    path: "/booking",
    heading: null,
    crumb: "Book Now",
  },
  {
    path: "/press-kit",
    heading: "Press Kit",
    crumb: "Press Kit",
  },
  {
    path: "/in-the-news",
    heading: "In the News",
    crumb: "In the News",
  },
  {
    path: "/sitemap",
    heading: "Site Map",
    crumb: "Site Map",
  },
  {
    path: "/petition-jerry-fox",
    heading: null,
    crumb: "Jerry Fox Petition",
  },
  {
    path: "/policies",
    heading: null,
    crumb: "Cancellation & Weather Policy",
  },
  // Issue 31 item 7.
  {
    path: "/gift",
    heading: null,
    crumb: "Gift Cards",
  },
  // Issue 32 items 1 and 2.
  {
    path: "/privacy",
    heading: null,
    crumb: "Privacy",
  },
  {
    path: "/accessibility",
    heading: null,
    crumb: "Accessibility",
  },
  // Issue 31 item 6: one tour-day card per public tour, for visitors who booked: noindex, not in the sitemap.
  ...["brooklyn-heights", "financial-district", "lower-east-side"].map((slug) => ({
    path: `/tours/${slug}/day`,
    heading: null,
    crumb: "Tour-day card",
    noindex: true,
  })),
  {
    path: "/survey",
    heading: "Tour Feedback Survey",
    crumb: "Feedback Survey",
    noindex: true,
  },
];

test.describe("every route", () => {
  for (const page of pages) {
    test(`${page.path} answers 200 with a title, description, canonical and breadcrumb`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);

      const title = await tab.title();
      expect(title.trim().length, "title").toBeGreaterThan(10);
      // Search results show about 60–70 characters; /tours has 71 today, hence 75.
      expect(title.length, "title").toBeLessThanOrEqual(75);
      const description = (await tab.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length, "description").toBeGreaterThanOrEqual(50);
      expect(description.length, "description").toBeLessThanOrEqual(160);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://localhost:3000${page.path}`);
      const h1 = tab.getByRole("heading", { level: 1 });
      if (page.heading) await expect(h1).toHaveText(page.heading);
      else await expect(h1).toHaveText(/\S/);

      const jsonLd = await tab.locator('script[type="application/ld+json"]').allTextContents();
      const breadcrumb = jsonLd.map((text) => JSON.parse(text)).find((block) => block["@type"] === "BreadcrumbList");
      if (page.home) {
        // SPEC §2: every page sets breadcrumb structured data; the home page's trail is Home alone.
        expect(breadcrumb?.itemListElement).toEqual([
          { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
        ]);
      } else {
        expect(breadcrumb, "BreadcrumbList JSON-LD").toBeTruthy();
        const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>;
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items[0]).toMatchObject({ position: 1, name: "Home", item: "http://localhost:3000/" });
        expect(items.at(-1)).toMatchObject({
          position: items.length,
          name: page.crumb ?? expect.stringMatching(/\S/),
          item: `http://localhost:3000${page.path}`,
        });
      }

      const robots = tab.locator('meta[name="robots"]');
      if (page.noindex) await expect(robots).toHaveAttribute("content", /noindex/);
      else await expect(robots).toHaveCount(0);
    });
  }

  test("titles and descriptions are unique across routes", async ({ request }) => {
    // Read from the served pages themselves (HTML-escaped as sent, which keeps them apart just the same).
    const seen: Array<{ title?: string; description?: string }> = [];
    for (const page of pages) {
      const html = await (await request.get(page.path)).text();
      seen.push({
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      });
    }
    expect(seen.every((entry) => entry.title && entry.description)).toBe(true);
    expect(new Set(seen.map((entry) => entry.title)).size).toBe(pages.length);
    expect(new Set(seen.map((entry) => entry.description)).size).toBe(pages.length);
  });
});

/**
 * Issue 34 item 4: no page is wider than the phone. Every route above, a blog
 * post and the not-found page, at 360 px: the document is exactly the window's
 * width (nothing pans sideways, no card edge is cut off). At 390 px the page
 * walk (page-walk.spec.ts) checks it on every page it visits.
 */
test.describe("no page wider than the phone", () => {
  const paths = [...pages.map((page) => page.path), "/blog?post=jerry-fox", "/no-such-page"];
  for (const width of [360]) {
    test(`every route is ${width} px wide at ${width} px`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      test.slow(); // two dozen pages, one after another, on a shared two-core machine
      await page.setViewportSize({ width, height: 844 });
      for (const path of paths) {
        await page.goto(path);
        const widths = await page.evaluate(() => ({
          document: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        expect(widths, path).toEqual({ document: width, window: width });
      }
    });
  }
});

// Issue 42: the human site map in Spanish. Its words and the pages' names are the code's (es.ts); the tours' and the
// posts' names are content, so only their links and marks are checked here.
test("/es/sitemap lists the Spanish pages, and the pages in English only marked (en inglés), over HTTP", async ({
  request,
}) => {
  const { html, text } = await getSpanishPage(
    request,
    "/es/sitemap",
    "Mapa del sitio | Todas las páginas de NYC Cat History Tours",
  );
  for (const words of [
    "Mapa del sitio",
    "Todas las páginas, los tours y las historias de nuestro sitio en una sola lista.",
    "Páginas principales",
    "Artículos del blog",
    // Pages with a Spanish version, unmarked; pages in English only, marked.
    "Quiénes somos Tours",
    "Blog (en inglés) Galería (en inglés) Contacto Reservar Kit de prensa (en inglés) En la prensa (en inglés) Cancelaciones y mal tiempo Tarjetas de regalo Privacidad Accesibilidad",
  ])
    expect(text, words).toContain(words);
  const main = /aria-labelledby="sitemap-main"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect([...main.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
    "/es/",
    "/es/about",
    "/es/tours",
    "/blog",
    "/gallery",
    "/es/contact",
    "/es/booking",
    "/press-kit",
    "/in-the-news",
    "/es/policies",
    "/es/gift",
    "/es/privacy",
    "/es/accessibility",
  ]);
  expect(main).toMatch(/href="\/es\/"[^>]*>Inicio<\/a>/);
  // Every post is English: each link marked.
  const posts = /aria-labelledby="sitemap-posts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const postLinks = [
    ...posts.matchAll(/<a [^>]*href="(\/blog\?post=[^"]*)"[^>]*>[^<]*<span[^>]*>\u00a0\(en inglés\)<\/span><\/a>/g),
  ];
  expect(postLinks.length).toBeGreaterThan(0);
  expect(postLinks.length).toBe([...posts.matchAll(/<a /g)].length);
  expect(text).not.toMatch(/Every page|Main Pages|Blog Posts|No blog posts available|Site Map|About Us/);
  for (const address of providerAddresses(html))
    expect(new URL(address).searchParams.get("language"), address).toBe("es");

  const english = await (await request.get("/sitemap")).text();
  expect(english).toContain("Main Pages");
  expect(english).not.toContain("(en inglés)");
  // Its only links to a Spanish page are the language switch's (the header's and the footer's), to itself in Spanish.
  expect(new Set([...english.matchAll(/href="(\/es\/[^"]*)"/g)].map((match) => match[1]))).toEqual(
    new Set(["/es/sitemap"]),
  );
});
