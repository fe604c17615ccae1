import { redirectTable } from "../../app/lib/redirects";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("redirects", () => {
  const cases: Array<[string, string]> = [
    ...Object.entries(redirectTable),
    ["/about-jane", "/about"],
    ["/about-our-guides", "/about"],
  ];

  test("every legacy URL answers 301 from the server with the final path", async ({ request }) => {
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
    }
  });

  test("the query string survives a server redirect", async ({ request }) => {
    const response = await request.get("/book?itemId=577800", { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe("/booking?itemId=577800");
  });

  test("/blog/{id} answers 301 to /blog?post={id}", async ({ request }) => {
    const response = await request.get("/blog/jerry-fox-hero-cat", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/blog?post=jerry-fox-hero-cat");
  });

  test("client navigation to every legacy URL lands on its page", async ({ page }) => {
    // Twenty-odd navigations in one test, each loading its route's code.
    test.slow();
    await page.goto("/sitemap");
    await waitForHydration(page);
    for (const [from, to] of cases) {
      await page.evaluate(
        (href) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
          ).__reactRouterDataRouter.navigate(href),
        from,
      );
      await expect(page, from).toHaveURL((url) => url.pathname === to);
    }
  });

  for (const [from, to] of [
    ["/press", "/press-kit"],
    ["/brooklyn", "/tours/brooklyn-heights"],
    ["/about-the-team", "/about"],
    ["/blog/first-post", "/blog?post=first-post"],
  ] as const) {
    test(`client navigation to ${from} replaces it with ${to}`, async ({ page }) => {
      await page.goto("/sitemap");
      await waitForHydration(page);
      // The same call a <Link> makes: a client-side navigation, no document request.
      await page.evaluate(
        (href) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
          ).__reactRouterDataRouter.navigate(href),
        from,
      );
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
      // Replace mode: going back returns to the page before, not to the legacy URL.
      await page.goBack();
      await expect(page).toHaveURL(/\/sitemap$/);
    });
  }
});

test.describe("not-found page", () => {
  const suggestions: Array<[string, string | null]> = [
    ["/brooklyn-walks", "Brooklyn Heights Cat Tour"],
    ["/heights-tour-2024", "Brooklyn Heights Cat Tour"],
    ["/the-financial-tour", "Financial District Cat Tour"],
    ["/east-village", "Lower East Side Cat Tour"],
    ["/custom-group", "Private Tours"],
    ["/reserve-now", "Book a Tour"],
    ["/photo-album", "Gallery"],
    ["/old-posts", "Blog"],
    ["/aboutus", "About Us"],
    ["/contact-form", "Contact"],
    ["/media-kit", "Press Kit"],
    ["/latest-news", "In the News"],
    ["/xyz", null],
  ];

  for (const [path, label] of suggestions) {
    test(`${path} answers 404 and suggests ${label ?? "nothing"}`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 – Page not found");
      const suggestion = page.getByTestId("not-found-suggestion");
      if (label) await expect(suggestion.getByRole("link")).toHaveText(label);
      else await expect(suggestion).toHaveCount(0);
      const helpful = page.getByRole("navigation", { name: "Helpful links" });
      await expect(helpful.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(helpful.getByRole("link", { name: "Our Tours" })).toHaveAttribute("href", "/tours");
      await expect(helpful.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    });
  }

  test("an unknown tour slug is a 404 too", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/tours/staten-island");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 – Page not found");
  });
});
