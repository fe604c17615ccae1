import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { startSiteCopy, writeBuildFile, type SiteCopy } from "./site-copy";
import { startServer, stopAll } from "./support/server-process";

/**
 * Open the home page, wait until the worker has installed (which needs every
 * precached address to answer 200) and reload so that it controls the page.
 */
async function installServiceWorker(page: Page, origin = "") {
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((resolve) => setTimeout(() => resolve("install did not finish in 15 s"), 15_000)),
    ]),
  );
  expect(scope).toBe(new URL("/", page.url()).href);
  // The first visit is not yet controlled; the next load is.
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The production build registers /sw.js (SPEC §2 "Start-up behaviour"). Its
 * install must succeed, and once it controls the page every pre-rendered page
 * opens with the network gone, by address and by client-side navigation.
 */
test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("installs, takes control and serves the pages offline", async ({ page, context, allowConsoleErrors }) => {
    // Offline, pictures not seen before fail and show their placeholders.
    allowConsoleErrors(/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await installServiceWorker(page);

    await context.setOffline(true);
    try {
      await page.goto("/tours");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Tours");
      await waitForHydration(page);

      // Client-side navigation reads the page's .data file from the cache too.
      await page
        .getByRole("main")
        .getByRole("link", { name: /View Details/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/tours\/brooklyn-heights$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Brooklyn Heights");

      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/About/);
    } finally {
      await context.setOffline(false);
    }
  });
});

/**
 * SPEC §4 / §8: when a new version installs while an old one controls the
 * page, the visitor sees the toast 'Update available' with Reload, or, when
 * notifications were allowed, the system notification instead; Reload activates the
 * new worker and the page reloads when it takes control. The new version is
 * the built sw.js with one byte more, which is all a browser needs to see an
 * update. The deploy happens on a server of the test's own, serving a copy of
 * the build from a temporary folder, so the build other tests read is never
 * changed under them.
 */
test.describe("service worker update", () => {
  test.use({ serviceWorkers: "allow" });

  let site: SiteCopy | undefined;

  test.beforeAll(async () => {
    site = await startSiteCopy("cat-tours-sw-update-");
  });

  test.afterAll(async () => {
    await site?.remove();
  });

  /** The deploy: a new sw.js on this test's own server. */
  function deployNewWorker() {
    const swFile = path.join(site!.siteDir, "build/client/sw.js");
    writeBuildFile(swFile, `${readFileSync(swFile, "utf8")}\n// next version ${Date.now()}\n`);
  }

  test("a waiting new version shows 'Update available'; Reload activates it and reloads the page", async ({ page }) => {
    await installServiceWorker(page, site!.origin);
    deployNewWorker();
    // A visit after the deploy: the browser checks /sw.js on navigation and installs the new version.
    await page.reload();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Update available" });
    await expect(toast).toContainText("Update available");
    await expect(toast).toContainText("A new version of the app is available. Refresh to update.");

    const reloaded = page.waitForEvent("load");
    await toast.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await waitForHydration(page);
    // The new worker controls the page and nothing waits any more.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    await expect(page.getByText("Update available")).toHaveCount(0);
  });

  test("with notifications allowed, the system notification is the only notice (no toast) @system-notifications", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["notifications"], { origin: site!.origin });
    await installServiceWorker(page, site!.origin);
    deployNewWorker();
    await page.reload();
    await waitForHydration(page);
    // The page shows the notification once the new version waits: then its notice is decided.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const shown = (await registration?.getNotifications({ tag: "app-update" })) ?? [];
            return shown.map((notification) => ({ title: notification.title, body: notification.body }));
          }),
        { timeout: 15_000 },
      )
      .toEqual([{ title: "Update available", body: "A new version of the app is available. Refresh to update." }]);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
    await expect(page.getByText("Update available")).toHaveCount(0);
  });
});

/**
 * Issue 41 item 2: the service worker never controls the content editor. With CMS_HOST the editor has an
 * origin of its own (here 127.0.0.1, the public site at localhost): the worker a visitor installed on the
 * public site controls that origin only, and the editor's host answers /sw.js with 404, so no worker can be
 * registered there. (Without CMS_HOST, on one origin, the worker answers nothing under /admin:
 * scripts/generate-sw.test.ts.)
 */
test.describe("service worker and the editor's own host", () => {
  test.use({ serviceWorkers: "allow" });
  test.afterAll(stopAll);

  test("a worker installed on the public site never controls /admin on the editor's host", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The editor is not configured on this server (its page answers 503), and the registration's 404.
    allowConsoleErrors(/status of 503|ServiceWorker|404/);
    const server = await startServer({ CMS_HOST: "127.0.0.1" });
    const publicOrigin = `http://localhost:${server.port}`;
    await installServiceWorker(page, publicOrigin);
    // On the public host the editor is not there at all.
    expect((await page.request.get(`${publicOrigin}/admin/`)).status()).toBe(404);

    await page.goto(`${server.origin}/admin/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content editor is not set up on this server");
    const state = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      register: await navigator.serviceWorker.register("/sw.js").then(
        () => "registered",
        (error: Error) => error.name,
      ),
    }));
    expect(state).toEqual({ controlled: false, registrations: 0, register: "TypeError" });
  });
});
