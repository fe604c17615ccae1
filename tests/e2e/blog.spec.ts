import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";

/** SPEC §2 "Blog", §3 "Blog post", §4, §5, §9; issue 14. */

const JERRY_FOX_TITLE = "Jerry Fox: The Spectacled Cat Who Raised the Alarm at Borough Hall";

const articles = (page: Page) => page.getByRole("region", { name: "Posts" }).getByRole("article");

test.describe("blog list", () => {
  test("heading, eleven cards with badge, date, author and Read More", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Cat Stories" })).toBeVisible();
    await expect(articles(page)).toHaveCount(11);
    const jerry = articles(page).filter({ has: page.getByRole("heading", { name: JERRY_FOX_TITLE }) });
    await expect(jerry.getByText("History", { exact: true })).toBeVisible();
    await expect(jerry.getByText("January 5, 2025")).toBeVisible();
    await expect(jerry.getByText("NYC Cat History Tours Team")).toBeVisible();
    await expect(jerry.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/blog?post=jerry-fox");
    await waitForHydration(page);
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("shows 'Loading...' for 300 ms at first", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/blog");
    // Let the page hydrate in 5 ms steps (its scripts start after the first paint,
    // one module graph per task), then hold the clock: the list's 300 ms started then.
    // The page itself, not its code-split sections (the footer), which hydrate later.
    const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);
    for (let step = 0; step < 400 && !(await hydrated()); step++) await page.clock.runFor(5);
    expect(await hydrated()).toBe(true);
    const loading = page.getByText("Loading...");
    await expect(loading).toBeVisible();
    await page.clock.runFor(279);
    await expect(loading).toBeVisible();
    await page.clock.runFor(21);
    await expect(loading).toHaveCount(0);
    await expect(articles(page)).toHaveCount(11);
  });

  test("live search over title, excerpt and category with its texts and empty state", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search blog posts" });

    await search.fill("SPECTACLE");
    await expect(page.getByText('Found 1 post(s) matching "SPECTACLE"')).toBeVisible();
    await expect(articles(page)).toHaveCount(1);
    await expect(articles(page).getByRole("heading")).toHaveText(JERRY_FOX_TITLE);

    await search.fill("cat culture");
    await expect(page.getByText('Found 2 post(s) matching "cat culture"')).toBeVisible();
    await expect(articles(page)).toHaveCount(2);

    await search.fill("zeppelin");
    await expect(page.getByText('No posts found matching "zeppelin"')).toBeVisible();
    await expect(page.getByRole("heading", { name: "No posts found matching your search" })).toBeVisible();
    await expect(articles(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(articles(page)).toHaveCount(11);
  });

  test("topic filter, the 'Browse by Topic' rule and the 'No posts found' state", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const filters = page.getByRole("group", { name: "Filter posts by topic" });
    await expect(filters.getByRole("button")).toHaveText([
      "All Topics",
      "Tours",
      "History",
      "Cat Culture",
      "Neighborhoods",
    ]);
    await expect(filters.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
    const browseByTopic = page.getByRole("heading", { name: "Browse by Topic" });
    await expect(browseByTopic).toBeVisible();

    await filters.getByRole("button", { name: "Tours" }).click();
    await expect(filters.getByRole("button", { name: "Tours" })).toHaveAttribute("aria-pressed", "true");
    await expect(articles(page)).toHaveCount(3);
    for (const card of await articles(page).all()) await expect(card.getByText("Tours", { exact: true })).toBeVisible();
    await expect(browseByTopic).toHaveCount(0);

    await filters.getByRole("button", { name: "All Topics" }).click();
    await expect(articles(page)).toHaveCount(11);
    await expect(browseByTopic).toBeVisible();

    // More than 3 posts shown: still offered; 3 shown: not.
    const search = page.getByRole("searchbox", { name: "Search blog posts" });
    await search.fill("brooklyn");
    await expect(page.getByText('Found 4 post(s) matching "brooklyn"')).toBeVisible();
    await expect(browseByTopic).toBeVisible();
    await search.fill("hall");
    await expect(page.getByText('Found 3 post(s) matching "hall"')).toBeVisible();
    await expect(browseByTopic).toHaveCount(0);

    // 'Browse by Topic' buttons set the filter.
    await search.fill("");
    await page
      .getByRole("group", { name: "Browse by Topic" })
      .getByRole("button", { name: /^History/ })
      .click();
    await expect(filters.getByRole("button", { name: "History" })).toHaveAttribute("aria-pressed", "true");
    await expect(articles(page)).toHaveCount(4);

    // A topic and a search with nothing in common.
    await search.fill("bodega");
    await expect(page.getByText('No posts found matching "bodega"')).toBeVisible();
    await expect(page.getByRole("heading", { name: "No posts found", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Show All Posts" }).click();
    await expect(articles(page)).toHaveCount(11);
    await expect(search).toHaveValue("");
    await expect(filters.getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a card whose image fails shows the placeholder", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/img\/blog-09\./, (route) => route.abort());
    await page.goto("/blog");
    await waitForHydration(page);
    const card = articles(page).filter({ hasText: "Seven Tips for Your Brooklyn Heights" });
    await expect(card.locator("img")).toHaveAttribute("src", /placeholder/);
  });
});

test.describe("post view", () => {
  test("the server sends the post's own title, meta, canonical URL and JSON-LD (no JavaScript)", async ({
    request,
  }) => {
    const response = await request.get("/blog?post=jerry-fox");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${JERRY_FOX_TITLE} | NYC Cat History Tours Blog</title>`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\?post=jerry-fox"\/>/);
    expect(html).toMatch(/<meta name="description" content="Born around 1876, Jerry Fox/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:title" content="${JERRY_FOX_TITLE} | NYC Cat History Tours Blog"/>`);
    expect(html).toMatch(/<meta property="og:url" content="[^"]*\/blog\?post=jerry-fox"\/>/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/social\/blog\/post\/jerry-fox\.png"\/>/);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
    const posting = blocks.find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: JERRY_FOX_TITLE,
      datePublished: "2025-01-05",
      author: { "@type": "Organization", name: "NYC Cat History Tours Team" },
      articleSection: "History",
    });
    expect(String(posting?.url)).toMatch(/\/blog\?post=jerry-fox$/);
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect((breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Blog",
      JERRY_FOX_TITLE,
    ]);

    // The body is in the server HTML too, and it is inert: no script or handler inside the article.
    const article = /<article aria-label="[^"]*"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
    expect(article).toContain("<h2>The fire of May 22, 1904</h2>");
    expect(article).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  test("served from the file pre-rendered at build time; data requests go to the server", async ({ request }) => {
    const page = await request.get("/blog?post=bodega-cats");
    expect(page.status()).toBe(200);
    expect(page.headers()["last-modified"]).toBeTruthy();
    const data = await request.get("/blog.data?post=bodega-cats");
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain("Why New York Loves Its Bodega Cats");
  });

  test("an unknown id shows the list (200, canonical /blog)", async ({ request, page }) => {
    const response = await request.get("/blog?post=no-such-post");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog"\/>/);
    await page.goto("/blog?post=no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Cat Stories" })).toBeVisible();
    await expect(articles(page)).toHaveCount(11);
  });

  test("/blog/{id} answers 301 to /blog?post={id}", async ({ request }) => {
    const response = await request.get("/blog/jerry-fox", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/blog?post=jerry-fox");
  });

  test("hero, breadcrumb, chips, body, tags, related stories and closing call to action @mobile", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/blog?post=jerry-fox");
    await expect(page.getByRole("heading", { level: 1, name: JERRY_FOX_TITLE })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.getByText("History", { exact: true })).toBeVisible();
    const current = breadcrumb.getByText(JERRY_FOX_TITLE);
    if (isMobile) await expect(current).toBeHidden();
    else await expect(current).toBeVisible();

    await expect(page.getByRole("link", { name: "Back to all posts" })).toHaveAttribute("href", "/blog");
    const post = page.getByRole("article", { name: JERRY_FOX_TITLE });
    const chips = post.getByRole("list", { name: "About this post" });
    await expect(chips.getByText("January 5, 2025")).toBeVisible();
    await expect(chips.getByText("History", { exact: true })).toBeVisible();
    await expect(chips.getByText("By NYC Cat History Tours Team")).toBeVisible();
    await expect(post.getByRole("heading", { level: 2, name: "Spectacles for an old friend" })).toBeVisible();
    await expect(post.getByRole("link", { name: "sign the petition for a plaque for Jerry Fox" })).toHaveAttribute(
      "href",
      "/petition-jerry-fox",
    );
    await expect(post.getByRole("heading", { name: "Tags" })).toBeVisible();
    await expect(post.getByText("Borough Hall", { exact: true })).toBeVisible();

    const related = page.getByRole("region", { name: "Related Stories" });
    await expect(related.getByRole("heading", { level: 2, name: "Related Stories" })).toBeVisible();
    await expect(related.getByRole("article")).toHaveCount(3);
    for (const link of await related.getByRole("link", { name: /^Read More/ }).all()) {
      await expect(link).toHaveAttribute("href", /^\/blog\?post=[a-z0-9-]+$/);
    }
    await expect(related.getByText("History", { exact: true })).toHaveCount(3);
    await expect(related.getByRole("link", { name: "Browse All Stories" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { name: "Ready to Experience the History in Person?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Our Tours" })).toHaveAttribute("href", "/booking");
  });

  test("choosing a post, going back and the Blog breadcrumb replace the history entry and scroll to the top", async ({
    page,
  }) => {
    test.slow(); // five navigations in one journey
    await page.goto("/about");
    await page.goto("/blog");
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);

    const card = articles(page).filter({ hasText: "Ship's Cats of South Street" });
    await card.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/blog\?post=ships-cats-of-south-street$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Ship's Cats of South Street: The Sailors Who Never Signed On",
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A related story opens in place, again at the top.
    const related = page.getByRole("region", { name: "Related Stories" });
    await related.scrollIntoViewIfNeeded();
    await related
      .getByRole("article")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?post=(?!ships-cats)[a-z0-9-]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Cat Stories" })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByRole("link", { name: /^Read More\W+Tammany/ }).click();
    await expect(page).toHaveURL(/\/blog\?post=tammany-city-hall-cat$/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(11);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Replace mode: the browser's Back leaves the blog for the page before it.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("the blog states the tour days: Saturdays and Sundays at 1:15 PM, April to December (SPEC §1)", async ({
  page,
}) => {
  const sentence = "Tours run Saturdays and Sundays at 1:15 PM, April to December.";
  await page.goto("/blog");
  await expect(page.getByText(sentence)).toBeVisible();
  await page.goto("/blog?post=jerry-fox");
  const cta = page.getByRole("region", { name: "Ready to Experience the History in Person?" });
  await expect(cta.getByText(sentence)).toBeVisible();
});

test("the site map lists every post as /blog?post={id}", async ({ page }) => {
  await page.goto("/sitemap");
  const posts = page.getByRole("region", { name: "Blog Posts" });
  await expect(posts.getByRole("link")).toHaveCount(11);
  await expect(posts.getByRole("link", { name: JERRY_FOX_TITLE })).toHaveAttribute("href", "/blog?post=jerry-fox");
  await expect(page.getByRole("region", { name: "Tours" }).getByRole("link")).toHaveCount(4);
});

// A post's first-load budget (140 KB gzip) is checked with every page's in performance.spec.ts.
test.describe("blog budgets", () => {
  // Markers that survive minification: a bundle of unified + remark + rehype-sanitize
  // for the browser contains them (checked with rolldown --minify).
  test("the Markdown parser never reaches the browser", () => {
    const assets = path.resolve("build/client/assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const withParser = scripts.filter((file) =>
      /user-content-|dataFootnoteBackref|micromark/.test(readFileSync(path.join(assets, file), "utf8")),
    );
    expect(withParser).toEqual([]);
  });
});
