import { expect, test } from "./fixtures";

/**
 * Every static route with the words a visitor and a search engine must see,
 * written out here (never read from the app, so a changed title fails). The
 * headings 'Cat Gallery', 'Blog & Cat Stories', 'How can we help?' and
 * 'Tour Feedback Survey' are the spec's words; the rest is the current copy.
 */
type Expected = {
  path: string;
  title: string;
  description: string;
  heading: string;
  /** The last breadcrumb's name; null where the page has no breadcrumb (the home page). */
  crumb: string | null;
  noindex?: boolean;
};

const pages: Expected[] = [
  {
    path: "/",
    title: "NYC Cat History Tours | Guided Cat-Themed Walking Tours in New York",
    description:
      "Two-hour guided walking tours of Brooklyn Heights, the Financial District and the Lower East Side, told through the cats of New York history. $40 per person.",
    heading: "New York's history, told through its cats",
    crumb: null,
  },
  {
    path: "/about",
    title: "About Us | NYC Cat History Tours",
    description:
      "Meet the guides and storytellers behind NYC Cat History Tours, a small New York company walking visitors through the city's feline history since day one.",
    heading: "About us",
    crumb: "About Us",
  },
  {
    path: "/tours",
    title: "Tours | Brooklyn Heights, Financial District & Lower East Side Cat Walks",
    description:
      "Compare our four guided cat history walking tours of New York: Brooklyn Heights, the Financial District, the Lower East Side and private group tours.",
    heading: "Cat History Walking Tours of New York",
    crumb: "Tours",
  },
  {
    path: "/tours/brooklyn-heights",
    title: "Brooklyn Heights Cat History Walking Tour | $40, 2 Hours",
    description:
      "Walk Brooklyn Heights with a cat historian: Jerry Fox of Borough Hall, Ned of the Brooklyn Bridge, Plymouth Church and the Promenade. About 2 hours.",
    heading: "Brooklyn Heights Cat History Walking Tour",
    crumb: "Brooklyn Heights",
  },
  {
    path: "/tours/financial-district",
    title: "Financial District Cat History Tour NYC | Small Groups",
    description:
      "Meet the postal, City Hall, newsroom and ship's cats of old Lower Manhattan on a 2-hour walk past Trinity Church, Federal Hall and Stone Street.",
    heading: "Financial District Cat History Walking Tour",
    crumb: "Financial District",
  },
  {
    path: "/tours/lower-east-side",
    title: "Lower East Side Cat Walking Tour | Tenements & Bodega Cats",
    description:
      "Tenement alley cats, police mascots and bodega cats: a 2-hour Lower East Side walk past Orchard Street, Eldridge Street Synagogue and Essex Market.",
    heading: "Lower East Side Cat History Walking Tour",
    crumb: "Lower East Side",
  },
  {
    path: "/tours/private-tours",
    title: "Private Cat History Walking Tours in NYC | Groups",
    description:
      "Book a private cat history walking tour in New York for birthdays, teams, schools or families. $320 covers up to 8 guests; up to 30 guests welcome.",
    heading: "Private Cat History Walking Tours",
    crumb: "Private Tours",
  },
  {
    path: "/gallery",
    title: "Cat Gallery | Tour Photos & Feline Fan Photos",
    description:
      "Photos from our New York cat history walking tours and from the cats of our guests, plus our feature on NBC News.",
    heading: "Cat Gallery",
    crumb: "Gallery",
  },
  {
    path: "/blog",
    title: "Blog & Cat Stories | New York Feline History",
    description:
      "Stories of New York's historic cats, the neighbourhoods we walk and life on tour, from the team at NYC Cat History Tours.",
    heading: "Blog & Cat Stories",
    crumb: "Blog",
  },
  {
    path: "/contact",
    title: "Contact Us | Questions About Our Cat History Tours",
    description:
      "Send us a message about booking, private groups or press, or find quick answers to the most common questions about our New York cat tours.",
    heading: "How can we help?",
    crumb: "Contact",
  },
  {
    path: "/booking",
    title: "Book a Tour | Check Dates & Reserve Online",
    description:
      "Check available dates and reserve your place on a two-hour New York cat history walking tour. $40 per person, small groups, instant confirmation.",
    heading: "Book your cat history tour",
    crumb: "Book Now",
  },
  {
    path: "/press-kit",
    title: "Press Kit | Media Resources & Quick Facts",
    description:
      "Press releases, quick facts, photos and media contact details for journalists covering New York's cat history walking tours.",
    heading: "Press Kit",
    crumb: "Press Kit",
  },
  {
    path: "/in-the-news",
    title: "In the News | Press Coverage of Our Cat Tours",
    description:
      "Read what newspapers, magazines and broadcasters have said about our guided cat history walking tours of New York City.",
    heading: "In the News",
    crumb: "In the News",
  },
  {
    path: "/sitemap",
    title: "Site Map | Every Page on NYC Cat History Tours",
    description: "Every page, tour and story on the NYC Cat History Tours website, in one list.",
    heading: "Site Map",
    crumb: "Site Map",
  },
  {
    path: "/petition-jerry-fox",
    title: "Petition: A Commemorative Plaque for Jerry Fox, NYC's Hero Cat",
    description:
      "Jerry Fox, a cat who wore spectacles, raised the alarm at a courtroom fire in 1904. Sign our petition for a plaque honouring him at Brooklyn Borough Hall.",
    heading: "A plaque for Jerry Fox",
    crumb: "Jerry Fox Petition",
  },
  {
    path: "/survey",
    title: "Tour Feedback Survey | NYC Cat History Tours",
    description: "Tell us how your cat history tour went: your feedback helps us improve every walk.",
    heading: "Tour Feedback Survey",
    crumb: "Feedback Survey",
    noindex: true,
  },
];

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
      if (page.crumb === null) {
        // Google wants at least two items in a breadcrumb: the home page has none.
        expect(breadcrumb, "no BreadcrumbList JSON-LD on the home page").toBeUndefined();
      } else {
        expect(breadcrumb, "BreadcrumbList JSON-LD").toBeTruthy();
        const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>;
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items[0]).toMatchObject({ position: 1, name: "Home", item: "http://localhost:3000/" });
        expect(items.at(-1)).toMatchObject({
          position: items.length,
          name: page.crumb,
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
