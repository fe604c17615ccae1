import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

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
 * page, the visitor sees 'Update available' with Reload; Reload activates the
 * new worker and the page reloads when it takes control. The new version is
 * the built sw.js with one byte more, which is all a browser needs to see an
 * update. The deploy happens on a server of the test's own, serving a copy of
 * the build from a temporary folder, so the build other tests read is never
 * changed under them.
 */
test.describe("service worker update", () => {
  test.use({ serviceWorkers: "allow" });

  let server: ChildProcess | undefined;
  let siteDir = "";
  let origin = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A copy of what `node server/index.ts` needs: the build and the server; the packages are linked.
    siteDir = mkdtempSync(path.join(tmpdir(), "cat-tours-sw-update-"));
    cpSync(path.resolve("build"), path.join(siteDir, "build"), { recursive: true });
    for (const file of ["server", "package.json"])
      cpSync(path.resolve(file), path.join(siteDir, file), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(siteDir, "node_modules"), "dir");

    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = spawn(process.execPath, ["server/index.ts"], {
      cwd: siteDir,
      env: { ...process.env, PORT: String(port), OUTBOX_DIR: path.join(siteDir, "outbox") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    server.stdout?.on("data", (chunk) => output.push(String(chunk)));
    server.stderr?.on("data", (chunk) => output.push(String(chunk)));
    await waitForServer(origin, server, output);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  });

  test("a waiting new version shows 'Update available'; Reload activates it and reloads the page", async ({ page }) => {
    const swFile = path.join(siteDir, "build/client/sw.js");
    await installServiceWorker(page, origin);

    // The deploy: a new sw.js on this test's own server.
    writeFileSync(swFile, `${readFileSync(swFile, "utf8")}\n// next version\n`);
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
});

/** A port no one listens on now: the system picks it, we release it at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Wait until the server answers its home page (at most 30 s); fail with its output if it exits first. */
async function waitForServer(origin: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.join("")}`);
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${origin} within 30 s:\n${output.join("")}`);
}
