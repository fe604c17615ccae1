import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

async function calendarSrc(page: Page): Promise<URL> {
  const frame = page.locator("#calendar iframe");
  await expect(frame).toHaveAttribute("src", /\/embeds\/book\//);
  return new URL((await frame.getAttribute("src")) ?? "");
}

test.describe("/booking", () => {
  test("uses a numeric itemId with the fixed flow id", async ({ page }) => {
    await page.goto("/booking?itemId=577800");
    await waitForHydration(page);
    const src = await calendarSrc(page);
    expect(src.pathname).toMatch(/\/items\/577800\/calendar\/$/);
    expect(src.searchParams.get("flow")).toBe("1219724");
    expect(src.searchParams.get("full-items")).toBe("yes");
    await expect(page.getByRole("link", { name: "Financial District" })).toHaveAttribute("aria-current", "page");
  });

  test("another numeric itemId: the pre-rendered page, then that item's calendar once hydrated (issue 40 item 4)", async ({
    page,
  }) => {
    await page.goto("/booking?itemId=999999");
    await waitForHydration(page);
    expect((await calendarSrc(page)).pathname).toMatch(/\/items\/999999\/calendar\/$/);
    await expect(page.getByRole("link", { name: "book on our booking site" })).toHaveAttribute(
      "href",
      /\/items\/999999\/calendar\//,
    );
    await expect(page.getByRole("navigation", { name: "Choose a tour" }).locator("[aria-current]")).toHaveCount(0);
  });

  test("ignores a non-numeric itemId and shows the featured tour", async ({ page }) => {
    await page.goto("/booking?itemId=abc");
    await waitForHydration(page);
    expect((await calendarSrc(page)).pathname).toMatch(/\/items\/562630\/calendar\/$/);
    await expect(page.getByRole("link", { name: "Brooklyn Heights" })).toHaveAttribute("aria-current", "page");
  });

  test("defaults to the featured tour without an itemId and switches tours", async ({ page }) => {
    await page.goto("/booking");
    await waitForHydration(page);
    expect((await calendarSrc(page)).pathname).toMatch(/\/items\/562630\/calendar\/$/);
    await page.getByRole("link", { name: "Private Tours" }).click();
    await expect(page).toHaveURL(/\/booking\?itemId=562633$/);
    // The address changes before the page renders the new calendar: wait for the frame to follow.
    await expect.poll(async () => (await calendarSrc(page)).pathname).toMatch(/\/items\/562633\/calendar\/$/);
  });

  test("hero button scrolls to the calendar; tour facts and contact link", async ({ page }) => {
    await page.goto("/booking");
    await waitForHydration(page);
    await expect(page.getByText("About 2 hours", { exact: true })).toBeVisible();
    await expect(page.getByText("$40 per person", { exact: true })).toBeVisible();
    await expect(page.getByText("Small groups", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", /^mailto:/);
    await page.getByRole("link", { name: "Check Available Dates" }).click();
    await expect(page.getByRole("heading", { name: "Available Dates" })).toBeInViewport();
  });
});
