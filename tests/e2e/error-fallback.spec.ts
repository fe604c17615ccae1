import type { Page } from "@playwright/test";
import { expect, axeViolations, test, waitForHydration } from "./fixtures";

/** SPEC §8 'Unhandled page error': the fallback's words, written out. */
const ERROR_TITLE = "Something went wrong";
const ERROR_MESSAGE = "We're sorry, but there was an error loading this page. Our team has been notified of the issue.";

const SEARCH_CHUNK = "**/assets/search-overlay-*.js";
/** What the browser and the router log when the chunk is refused. */
const CHUNK_FAILURE_LOGS = /search-overlay|Failed to fetch dynamically imported module|Failed to load resource/;

/**
 * Open `path` with the search overlay's chunk refused, then open search: the
 * first failure reloads the page once (a deploy may have replaced the chunk;
 * tests/e2e/deploy-reload.spec.ts), so open it again after the reload.
 */
async function openSearchWithoutItsChunk(page: Page, path: string) {
  await page.route(SEARCH_CHUNK, (route) => route.abort());
  await page.goto(path);
  await waitForHydration(page);
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await reloaded;
  await waitForHydration(page);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/**
 * SPEC §8: a code-split chunk that fails to load dispatches a preload error
 * event and is rethrown (logged); an unhandled page error shows the fallback
 * page with Try Again (full reload) and Return to Home Page.
 */
test.describe("error fallback", () => {
  test("a chunk that fails to load shows the fallback; Try Again reloads the working page", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_FAILURE_LOGS);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openSearchWithoutItsChunk(page, "/tours");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE);
    await expect(page.getByText(ERROR_MESSAGE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
    expect(warnings.some((text) => text.startsWith("[chunk] failed to load"))).toBe(true);
    // Kept axe run: the fallback page is reachable only through a failure like
    // this one, so page-walk.spec.ts cannot visit it.
    expect(await axeViolations(page)).toEqual([]);

    // The chunk is back: Try Again reloads the page in full and search works.
    await page.unroute(SEARCH_CHUNK);
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Try Again" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cat History Walking Tours of New York");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toBeFocused();
  });

  test("Return to Home Page leaves the fallback for the home page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(CHUNK_FAILURE_LOGS);
    await openSearchWithoutItsChunk(page, "/booking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE);

    await page.getByRole("link", { name: "Return to Home Page" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New York's history, told through its cats");
  });
});
