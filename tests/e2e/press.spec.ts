import { expect, test, waitForHydration } from "./fixtures";

test.describe("/press-kit", () => {
  test("sections, press-kit folder link and media contact", async ({ page }) => {
    await page.goto("/press-kit");
    await expect(page.getByRole("heading", { level: 1, name: "Press Kit" })).toBeVisible();
    // The spec's sections (§2 /press-kit), by its own words; the rest of the copy is the company's.
    for (const name of ["Press Resources", "Press Releases", "Quick Facts", /^About /, "Media Coverage", "FAQ"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    // Quick facts as label/value pairs, with the spec's price.
    const facts = page.getByRole("definition");
    expect(await facts.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("term").filter({ hasText: "Price" })).toBeVisible();
    await expect(facts.filter({ hasText: "$40 per person" })).toBeVisible();

    const folder = page.getByRole("link", { name: /Download the Press Kit/ });
    await expect(folder).toHaveAttribute("href", "https://drive.example.com/cat-history-tours-press-kit");
    await expect(folder).toHaveAttribute("target", "_blank");
    await expect(folder).toHaveAttribute("rel", "noopener noreferrer");

    const inquiry = page.getByRole("link", { name: "Send a Media Inquiry" });
    await expect(inquiry).toHaveAttribute("href", /^mailto:[^?@]+@[^?]+\?subject=Media%20Inquiry$/);

    // Featured outlets: 11 logos, each opening its article in a new tab.
    const outlets = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /featured/i }) });
    const logos = outlets.getByRole("listitem").getByRole("link");
    await expect(logos).toHaveCount(11);
    for (const link of await logos.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    const testimonials = page.locator("section", { has: page.getByRole("img", { name: "Rated 5 out of 5" }) });
    await expect(testimonials.getByRole("listitem")).toHaveCount(3);
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  });

  test("the FAQ has five questions, one open at a time, and closes on a second click", async ({ page }) => {
    await page.goto("/press-kit");
    await waitForHydration(page);
    const faq = page.locator("section#media-contact");
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(5);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator("[data-state=open]")).toHaveCount(0);
  });
});

test.describe("/in-the-news", () => {
  test("11 articles, each opening its outlet in a new tab, with links to the press kit and contact", async ({
    page,
  }) => {
    await page.goto("/in-the-news");
    await expect(page.getByRole("heading", { level: 1, name: "In the News" })).toBeVisible();
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(11);
    for (const article of await articles.all()) {
      await expect(article.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(article.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(article.locator("img")).toHaveAttribute("alt", /.+/);
      const link = article.getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go to the Press Kit" })).toHaveAttribute("href", "/press-kit");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("an article link opens a new tab", async ({ page, context }) => {
    await page.goto("/in-the-news");
    await waitForHydration(page);
    const link = page.getByRole("article").first().getByRole("link");
    const href = await link.getAttribute("href");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(page.url()).toMatch(/\/in-the-news$/);
  });

  test("an article image that fails shows the placeholder", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/img\/press-article-\d+\.[^/]+$/, (route) => route.abort());
    await page.goto("/in-the-news");
    await waitForHydration(page);
    const img = page.getByRole("article").first().locator("img");
    await expect(img).toHaveAttribute("src", /\/img\/placeholder\.[0-9a-f]+\.\d+\.webp$/);
    await expect(page.getByRole("article").first().locator("picture")).toHaveAttribute("data-state", "error");
  });
});
