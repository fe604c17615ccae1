import { ERROR_MESSAGE, ERROR_TITLE } from "../../app/components/error-fallback";
import { expect, seriousAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * SPEC §8: a code-split chunk that fails to load dispatches a preload error
 * event and is rethrown (logged); an unhandled page error shows the fallback
 * page with Try Again (full reload) and Return to Home Page.
 */
test.describe("error fallback", () => {
  test("a chunk that fails to load shows the fallback; Try Again reloads the working page @mobile", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/search-overlay|Failed to fetch dynamically imported module|Failed to load resource/);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route("**/assets/search-overlay-*.js", (route) => route.abort());

    await page.goto("/tours");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE);
    await expect(page.getByText(ERROR_MESSAGE)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
    expect(warnings.some((text) => text.startsWith("[chunk] failed to load"))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The chunk is back: Try Again reloads the page in full and search works.
    await page.unroute("**/assets/search-overlay-*.js");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ERROR_TITLE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByPlaceholder("Search tours, blog posts, pages...")).toBeFocused();
  });

  test("Return to Home Page leaves the fallback for the home page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/search-overlay|Failed to fetch dynamically imported module|Failed to load resource/);
    await page.route("**/assets/search-overlay-*.js", (route) => route.abort());
    await page.goto("/booking");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_TITLE);

    await page.getByRole("link", { name: "Return to Home Page" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ERROR_TITLE);
  });
});
