import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("header", () => {
  test("is transparent at the top and compact after scrolling more than 50px", async ({ page }) => {
    await page.goto("/sitemap");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    const header = page.locator("header").first();
    const bar = page.getByTestId("header-bar");
    const logo = page.getByTestId("site-logo").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const headerHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await expect.poll(async () => Math.round((await logo.boundingBox())?.height ?? 0)).toBe(56);

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => Math.round((await logo.boundingBox())?.height ?? 0)).toBe(48);
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
    // Compacting the bar does not move the page: the header's box keeps its height.
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(headerHeight);

    // Exactly 50px is not "more than 50px": back at 50 the bar is transparent and full size again.
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(async () => Math.round((await logo.boundingBox())?.height ?? 0)).toBe(56);
  });

  test("desktop navigation highlights the active route and lists the tours with Gift Cards", async ({ page }) => {
    await page.goto("/gallery");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The Tours trigger is a button (no aria-current): "highlighted" is read as
    // a change of its computed colours between another page and a tour page.
    const toursLook = () =>
      nav
        .getByRole("button", { name: "Tours", exact: true })
        .evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).backgroundColor}`);
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");
    for (const name of ["About", "Gallery", "Blog", "In the News", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await waitForHydration(page);
    const inactiveLook = await toursLook();
    await nav.getByRole("button", { name: "Tours" }).click();
    for (const name of ["Brooklyn Heights", "Financial District", "Lower East Side", "Private Tours"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const giftCards = nav.getByRole("link", { name: /Gift Cards/ });
    await expect(giftCards).toHaveAttribute("target", "_blank");
    await expect(giftCards).toHaveAttribute("href", /items\/562633\/calendar/);
    await nav.getByRole("link", { name: "Lower East Side", exact: true }).click();
    await expect(page).toHaveURL(/\/tours\/lower-east-side$/);
    await page.mouse.move(0, 600);
    await expect.poll(toursLook).not.toBe(inactiveLook);
  });

  test("the logo links home and the booking button goes to /booking", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await page.getByRole("link", { name: "NYC Cat History Tours – home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Press Kit" }).click();
    await expect(page).toHaveURL(/\/press-kit$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("search overlay", () => {
  test("matches from two characters, tags results, navigates and closes", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByPlaceholder("Search tours, blog posts, pages...");
    await expect(input).toBeFocused();
    await expect(page.getByText("Press Enter to search or click on a result")).toBeVisible();
    // One way to close or clear: the overlay's own button, no native "×" inside the field (the browser does
    // not expose the pseudo-element's computed style, so the page's own rule is read).
    const hidesNativeClear = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        const rules = (list: CSSRuleList): CSSRule[] =>
          [...list].flatMap((rule) =>
            "cssRules" in rule ? [rule, ...rules((rule as CSSGroupingRule).cssRules)] : [rule],
          );
        return rules(sheet.cssRules).some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.includes('input[type="search"]::-webkit-search-cancel-button') &&
            rule.style.getPropertyValue("appearance") === "none",
        );
      }),
    );
    expect(hidesNativeClear).toBe(true);

    // The spec's twelve entries (4 tours, 8 pages) come first; blog posts (tagged Post) and the petition follow.
    await input.fill("BR");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("button");
    const specResults = results.filter({ hasNot: page.getByText("Post", { exact: true }) });
    await expect(specResults).toHaveCount(1);
    await expect(results.first()).toHaveText(/^Brooklyn Heights Tour\s*Tour$/);

    // One character is not a query: the results shown for "BR" go away.
    await input.fill("b");
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);

    await input.fill("in");
    await expect(specResults).toHaveCount(2);
    await expect(results.nth(0)).toHaveText(/^Financial District Tour\s*Tour$/);
    await expect(results.nth(1)).toHaveText(/^In the News\s*Page$/);

    await input.fill("zzz");
    await expect(page.getByText('No results found for "zzz"')).toBeVisible();

    await input.fill("gal");
    await results.first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(input).toHaveCount(0);
  });

  test("finds blog posts by title and tag and the petition page: 'jerry' finds the Jerry Fox story and the petition", async ({
    page,
  }) => {
    await page.goto("/tours");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByPlaceholder("Search tours, blog posts, pages...").fill("jerry");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("button");
    await expect(results.filter({ hasText: /^Jerry Fox Petition\s*Page$/ })).toHaveCount(1);
    const post = results.filter({ hasText: /Jerry Fox.*Post$/ });
    await expect(post).toHaveCount(1);
    await post.click();
    await expect(page).toHaveURL(/\/blog\?post=jerry-fox$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Jerry Fox");
  });

  test("Enter goes to the first result and the search is cleared on reopen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByPlaceholder("Search tours, blog posts, pages...");
    await input.fill("press");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/press-kit$/);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toHaveValue("");
  });

  test("result list is limited to about 15rem", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByPlaceholder("Search tours, blog posts, pages...").fill("o");
    await page.getByPlaceholder("Search tours, blog posts, pages...").fill("ou");
    const list = page.getByRole("list", { name: "Search results" });
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("240px");
  });
});

test.describe("mobile menu @mobile-only", () => {
  test("opens full screen, locks scroll, lists every link and closes on navigation", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    for (const name of [
      "About",
      "Tours",
      "Gallery",
      "Blog",
      "In the News",
      "Contact",
      "Brooklyn Heights",
      "Financial District",
      "Lower East Side",
      "Private Tours",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: /Gift Cards/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /E-mail us/ })).toHaveAttribute("href", /^mailto:/);
    await expect(menu.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", /instagram\.com/);

    await menu.getByRole("link", { name: "Financial District", exact: true }).click();
    await expect(page).toHaveURL(/\/tours\/financial-district$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("search and menu are mutually exclusive", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toHaveCount(0);
  });
});

test.describe("sticky booking bar", () => {
  const bar = (page: Page) => page.getByRole("complementary", { name: "Reserve your spot" });

  /**
   * Scroll from the top to `y` (past the header's 50px) and wait until the page
   * has handled that scroll: the header turns compact. The header and the bar
   * read the same scroll event in the same animation frame and React commits
   * both in one render, so once the header shows it the bar is settled too.
   */
  async function scrollAndSettle(page: Page, y: number) {
    const header = page.locator("header").first();
    // From the top (a reload may restore the old scroll position first).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  }

  test("appears after 300px, dismisses and stays hidden for 24 hours", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-06-01T10:00:00-04:00") });
    await page.goto("/sitemap");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await scrollAndSettle(page, 300);
    await expect(bar(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Reserve your spot on a cat history tour" })).toHaveText(
      "Reserve Your Spot",
    );

    await bar(page).getByRole("button", { name: "Dismiss booking bar" }).click();
    await expect(bar(page)).toHaveCount(0);
    // The dismissal time is remembered in the browser (whatever the key's name).
    const stored = await page.evaluate(() => Object.values({ ...localStorage }).map(Number));
    const dismissedAt = new Date("2026-06-01T10:00:00-04:00").getTime();
    expect(stored.some((value) => value >= dismissedAt && value < dismissedAt + 60_000)).toBe(true);

    // 23 hours 59 minutes later: still hidden.
    await page.clock.setSystemTime(new Date("2026-06-02T09:59:00-04:00"));
    await page.reload();
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await scrollAndSettle(page, 800);
    await expect(bar(page)).toHaveCount(0);

    // Just over 24 hours later: back.
    await page.clock.setSystemTime(new Date("2026-06-02T10:01:00-04:00"));
    await page.reload();
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 800);
    });
    await expect(bar(page)).toBeVisible();
  });

  // Both widths: where the section lands depends on the header's height at each.
  test("without an item id it scrolls to the page's booking anchor @mobile", async ({ page }) => {
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "5000px";
      window.scrollTo(0, 400);
    });
    await bar(page).getByRole("button", { name: "Reserve your spot on a cat history tour" }).click();
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.querySelector("#book-now")!.getBoundingClientRect().top) < 120))
      .toBe(true);
  });
});

test.describe("footer and global links", () => {
  test("footer lists every quick link, the e-mail and the current year", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    const expected: Array<[string | RegExp, string | RegExp]> = [
      ["About Us", "/about"],
      ["Our Tours", "/tours"],
      ["Blog", "/blog"],
      ["Gallery", "/gallery"],
      ["Jerry Fox Petition", "/petition-jerry-fox"],
      ["Press Kit", "/press-kit"],
      ["Book a Tour", "/booking"],
      [/Gift Cards/, /items\/562633\/calendar/],
      ["Cancellation & Weather Policy", "/policies"],
      ["Sitemap", "/sitemap"],
      ["Privacy", "/privacy"],
      ["Accessibility", "/accessibility"],
    ];
    for (const [name, href] of expected) {
      await expect(quick.getByRole("link", { name, exact: typeof name === "string" })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "hello@example.com", exact: true })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(footer.getByRole("link", { name: /Instagram/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Book a Tour" }).last()).toHaveAttribute("href", "/booking");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("announcement banner links to /tours and the floating button to /booking", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: /Summer 2025 season/ })).toHaveAttribute("href", "/tours");
    await expect(page.getByRole("link", { name: "Book a tour", exact: true })).toHaveAttribute("href", "/booking");
  });
});

test("the copyright shows the visitor's current year even when the page was built in another", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-02T12:00:00-05:00`));
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${nextYear}`);
});

test.describe("menu and tooltip timing", () => {
  test("the Tours dropdown opens 200 ms after hover and the search tooltip after 700 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Tours" });
    await expect(trigger).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);

    await trigger.hover();
    await page.clock.runFor(150);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    await page.mouse.move(0, 600);
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    const search = page.getByRole("button", { name: "Search" });
    await search.hover();
    await page.clock.runFor(600);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole("tooltip")).toHaveText("Search tours and pages");
  });
});

test.describe("footer @mobile-only", () => {
  test("every link in the footer is at least 44 px tall on a phone", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const links = footer.getByRole("link");
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });
});
