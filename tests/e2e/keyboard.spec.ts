import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 21: journeys done with the keyboard alone, at 1280 and 390 px. Each
 * step reaches its control with Tab (never a click or a programmatic focus)
 * and the control shows a visible focus indicator (an outline or a ring).
 */

/** Press Tab (Shift+Tab with `backwards`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 200, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    const focused = await target.evaluate((element) => element === document.activeElement, null, { timeout: 5_000 });
    if (focused) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} never received the focus after ${max} presses of Tab`);
}

/** The focused element draws a visible focus indicator: an outline of at least 2 px, or a box-shadow ring. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(":focus-visible"),
      outlineStyle: computed.outlineStyle,
      outlineWidth: parseFloat(computed.outlineWidth),
      boxShadow: computed.boxShadow,
    };
  });
  expect(style.focusVisible, "the keyboard focus matches :focus-visible").toBe(true);
  const outline = style.outlineStyle !== "none" && style.outlineWidth >= 2;
  const ring = style.boxShadow !== "none" && style.boxShadow !== "";
  expect(outline || ring, `focus indicator: ${JSON.stringify(style)}`).toBe(true);
}

test.describe("keyboard journeys", () => {
  // Up to a few hundred key presses per journey.
  test.describe.configure({ timeout: 120_000 });
  test("home → a tour page → its calendar @mobile", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The home page leads to the tours (the tour pages are one level down).
    const toursLink = page.locator('a[href="/tours"]:visible').first();
    await tabTo(page, toursLink);
    await expectVisibleFocus(toursLink);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tours$/);
    await waitForHydration(page);
    const tourLink = page.locator('main a[href="/tours/brooklyn-heights"]').first();
    await tabTo(page, tourLink);
    await expectVisibleFocus(tourLink);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await waitForHydration(page);
    const datesLink = page.getByRole("link", { name: "Check Available Dates" }).first();
    await tabTo(page, datesLink);
    await expectVisibleFocus(datesLink);
    await page.keyboard.press("Enter");
    await expect(page.locator("#book-now-heading")).toBeInViewport();
    const calendar = page.locator("#book-now").getByTitle(/Booking calendar/);
    await expect(calendar).toBeVisible();
    // The calendar's fallback link is the next stop of the keyboard.
    const fallback = page.locator("#book-now").getByRole("link", { name: /book on our booking site/ });
    await tabTo(page, fallback);
    await expectVisibleFocus(fallback);
  });

  test("the contact form to its success panel @mobile", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact form" });
    const steps: [Locator, (field: Locator) => Promise<void>][] = [
      [form.getByLabel("Name"), () => page.keyboard.type("Ada Lovelace")],
      [form.getByLabel("Email"), () => page.keyboard.type("ada@example.com")],
      [form.getByLabel("Message (optional)"), () => page.keyboard.type("Walking with the keyboard.")],
      [form.getByRole("checkbox", { name: /I agree to receive updates/ }), () => page.keyboard.press("Space")],
    ];
    for (const [field, act] of steps) {
      await tabTo(page, field);
      await expectVisibleFocus(field);
      await act(field);
    }
    await expect(form.getByRole("checkbox", { name: /I agree to receive updates/ })).toBeChecked();
    const send = form.getByRole("button", { name: "Send Message" });
    await tabTo(page, send);
    await expectVisibleFocus(send);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  });

  test.describe("mobile menu", () => {
    test("opened, used and closed with the keyboard @mobile-only", async ({ page }) => {
      await page.goto("/about");
      await waitForHydration(page);
      const open = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, open);
      await expectVisibleFocus(open);
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();

      // Closed with Escape, the focus is back on the button that opened it.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      await expectVisibleFocus(open);

      // The same after "Close menu".
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      const close = menu.getByRole("button", { name: "Close menu" });
      await tabTo(page, close);
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      // Opened again and used: a link chosen with Tab and Enter.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      const link = menu.getByRole("link", { name: "Gallery", exact: true });
      await tabTo(page, link);
      await expectVisibleFocus(link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "Cat Gallery" })).toBeVisible();
    });
  });
});
