import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { deployNextVersion, startSiteCopy, type SiteCopy } from "./site-copy";

/**
 * Issue 19 item 5, "Deploys that do not break open tabs": a code chunk that
 * fails to load reloads the page once (guarded against loops); the §8 error
 * page shows only if that fails too.
 */

const ERROR_TITLE = "Something went wrong";
/** The search overlay's chunk, loaded on the first click on Search. */
const SEARCH_CHUNK = "**/assets/search-overlay-*.js";
/** What the browser logs for a chunk that is missing or refused. */
const CHUNK_FAILURE_LOGS =
  /search-overlay|testimonial-carousel|Failed to fetch dynamically imported module|Failed to load resource/;

/**
 * Count the page's documents (the first load and every reload) and note,
 * from inside each document, whether the error page ever appeared, even for
 * a moment: an observer in the page logs it the instant its heading renders.
 */
function watchPage(page: Page) {
  const seen = { documents: 0, errorPage: false };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents += 1;
  });
  page.on("console", (message) => {
    if (message.text() === "[test] the error page appeared") seen.errorPage = true;
  });
  return page
    .addInitScript((title) => {
      let logged = false;
      new MutationObserver(() => {
        if (logged || document.querySelector("h1")?.textContent !== title) return;
        logged = true;
        console.log("[test] the error page appeared");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, ERROR_TITLE)
    .then(() => seen);
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const input = page.getByPlaceholder("Search tours, blog posts, pages...");
  await expect(input).toBeFocused();
  await input.fill(text);
}

/**
 * The deploy is modelled as it happens in production: a tab has the old
 * version's code in memory; the host then replaces the build (the search
 * overlay changed, so its chunk and every file naming it, up to the route
 * manifest, have new hashed names; the old ones are 404s) and restarts the
 * server. The tab's first click on Search asks for the old chunk: it must
 * reload once, get the new HTML, whose chunks exist, and then search works.
 * It runs on a copy of the build served by the test's own server, so the build
 * the other tests read is never changed.
 */
test.describe("a deploy under an open tab", () => {
  let site: SiteCopy | undefined;

  test.beforeAll(async () => {
    site = await startSiteCopy("cat-tours-deploy-");
  });

  test.afterAll(async () => {
    await site?.remove();
  });

  test("the first click on Search after a deploy reloads the page once, then search works @mobile", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_FAILURE_LOGS);
    const seen = await watchPage(page);
    const oldChunkRequests: number[] = [];
    page.on("response", (response) => {
      if (/\/assets\/search-overlay-[^/]*\.js$/.test(response.url()) && !response.url().includes("-next."))
        oldChunkRequests.push(response.status());
    });

    await page.goto(`${site!.origin}/tours`);
    await waitForHydration(page);
    // The deploy comes after the page has everything it loads as it starts (the code of its
    // expectations section too): only the search overlay, asked for later, is from the old version.
    await page.waitForLoadState("networkidle");
    expect(seen.documents).toBe(1);

    const { from, to } = deployNextVersion(site!.siteDir, "search-overlay-");
    expect(to).not.toBe(from);
    await site!.restart();

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await reloaded;
    await waitForHydration(page);
    // The old chunk was asked for once, answered 404, and the page reloaded once.
    expect(oldChunkRequests).toEqual([404]);
    expect(seen.documents).toBe(2);
    await expect(page).toHaveURL(`${site!.origin}/tours`);

    // The new version's search works.
    await searchFor(page, "Brooklyn");
    await page.getByRole("button", { name: /^Brooklyn Heights Tour/ }).click();
    await expect(page).toHaveURL(`${site!.origin}/tours/brooklyn-heights`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Brooklyn Heights");
    expect(seen.documents).toBe(2);
    expect(seen.errorPage).toBe(false);
  });
});

test.describe("a chunk that keeps failing", () => {
  test("a second failure after the reload shows the error page, not a reload loop", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_FAILURE_LOGS);
    const seen = await watchPage(page);
    // The chunk fails every time (a broken deploy, or the network): the reload cannot help.
    await page.route(SEARCH_CHUNK, (route) => route.abort());
    await page.goto("/tours");
    await waitForHydration(page);

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await reloaded;
    await waitForHydration(page);
    expect(seen.documents).toBe(2);
    expect(seen.errorPage).toBe(false);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE);
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    // The error page is showing: no third document was loaded.
    expect(seen.documents).toBe(2);
  });

  test("a chunk that fails on every load reloads once by itself, then shows the error page", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_FAILURE_LOGS);
    // The chunk fails while the page hydrates: React reports how it recovered (boundary rendered on the
    // client, #422; or the root rendered again synchronously, #520), with the chunk error as the cause.
    allowConsoleErrors(/Minified React error #(422|520)/);
    const seen = await watchPage(page);
    // The home page's testimonial carousel is a chunk loaded as the page starts: no click needed to fail.
    await page.route("**/assets/testimonial-carousel-*.js", (route) => route.abort());
    await page.goto("/");
    // Two loads of the home page before it shows: allow for a busy machine.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE, { timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Return to Home Page" })).toBeVisible();
    expect(seen.documents).toBe(2);
  });
});
