import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 31 item 6: the tour-day card, /tours/<slug>/day. A visitor saves it
 * from the tour page, loses the signal, and still opens it: the meeting point,
 * its photo and the directions link. It prints on one A5 sheet, and without a
 * service worker the save control says so. While the number for the day is a
 * sample, it offers the e-mail (issue 41 item 6).
 */

/** Open the home page, wait until the worker is active, reload so that it controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((resolve) => setTimeout(() => resolve("install did not finish in 15 s"), 15_000)),
    ]),
  );
  expect(scope).toBe(new URL("/", page.url()).href);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("tour-day card offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("saved from the tour page, the card opens with no network: meeting point, photo, directions", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    test.slow();
    // Offline, pictures of the tour page not seen before fail and show their placeholders.
    allowConsoleErrors(/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await installServiceWorker(page);

    await page.goto("/tours/financial-district");
    await waitForHydration(page);
    const save = page.getByRole("button", { name: "Save tour-day card" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline use" })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto("/tours/financial-district/day");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial District tour");
      await expect(page.getByRole("heading", { name: /Zuccotti Park/ })).toBeVisible();
      await expect(page.getByText('The tall red steel sculpture "Joie de Vivre" by Mark di Suvero')).toBeVisible();
      await expect(page.getByText("Broadway at Cedar Street, New York, NY 10006")).toBeVisible();
      await expect(page.locator(".sr-only", { hasText: "R train" })).toHaveCount(1);
      const photo = page.getByRole("img", { name: /Federal Hall's columns/ });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(780);
      await expect(page.getByRole("link", { name: /Get directions to Zuccotti Park/ })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/dir/?api=1&destination=40.7091,-74.0108",
      );
      await expect(page.getByRole("main").getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
        "href",
        /^mailto:hello@example\.com\?subject=/,
      );
      await expect(page.getByTestId("policy-line")).toHaveText("Free cancellation up to 24 hours before");

      // A card nobody saved is not in the worker's cache: saving is what makes it work offline.
      await expect(page.goto("/tours/brooklyn-heights/day")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("tour-day card", () => {
  test("without a service worker the save control says so, and the plain link opens the card", async ({ page }) => {
    // The default project blocks service workers: registration never completes here.
    await page.goto("/tours/brooklyn-heights");
    await waitForHydration(page);
    const section = page.getByTestId("save-day-card");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "Save tour-day card" }).click();
    await expect(section.getByRole("status")).toContainText("This browser can't keep pages for offline use here", {
      timeout: 15_000,
    });
    await section.getByRole("link", { name: "Open tour-day card" }).click();
    await expect(page).toHaveURL(/\/tours\/brooklyn-heights\/day$/);
    await expect(page.getByRole("heading", { name: /Walt Whitman Park/ })).toBeVisible();
  });

  test("while the number for the day is a sample, the card offers the e-mail instead", async ({ page }) => {
    // Issue 41 item 6: the launch content's number, (212) 555-0142, is marked sample: true.
    await page.goto("/tours/lower-east-side/day");
    const contact = page.getByRole("region", { name: "Running late or can't find us?" });
    await expect(contact).toContainText("E-mail us and a guide will answer before the walk starts.");
    await expect(contact.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=On%20the%20way%3A%20Lower%20East%20Side%20tour",
    );
    await expect(page.locator("a[href^='tel:']")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("555-0142");
  });

  for (const slug of ["brooklyn-heights", "financial-district", "lower-east-side"]) {
    test(`/tours/${slug}/day prints on one A5 sheet with only the card`, async ({ page }) => {
      await page.goto(`/tours/${slug}/day`);
      await waitForHydration(page);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Print card" })).toBeHidden();
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
      expect(pages).toHaveLength(1);
      // A5 is 148 × 210 mm: 419.5 × 595.3 points.
      const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
      expect(box?.slice(1).map((value) => Math.round(Number(value)))).toEqual([420, 595]);
    });
  }

  test("only public tours have a card, and the cards stay out of the sitemap", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/tours/private-tours/day");
    expect(response?.status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/tours/brooklyn-heights</loc>");
    expect(sitemap).not.toContain("/day</loc>");
  });
});
