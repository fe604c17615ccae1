import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Outbox } from "../../app/lib/messages/outbox.server.ts";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { startFakeGitHub } from "./support/fake-github";
import { startServer, stopAll } from "./support/server-process";

/**
 * Issue 41 item 1: a staff member signs in with GitHub (a fake: the token
 * exchange and the push-permission check), publishes a day-of status at
 * /admin/status, and a pre-rendered tour page already open in another tab
 * shows it within a minute, with no rebuild; ending it takes it away. The
 * browser's clock is New York's Friday, November 27 2026 at 10:00 AM.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterEach(stopAll);

const REPO = "nyc-cat-history-tours/website";
/** Friday, November 27 2026, 10:00 AM in New York. */
const NEW_YORK_FRIDAY_10AM = new Date("2026-11-27T15:00:00Z");

test("a status published at /admin/status reaches an open tour page within a minute, and goes when it is ended", async ({
  browser,
  request,
}) => {
  let site = "";
  const github = await startFakeGitHub({ site: () => site, login: "guide-maria", push: true, repo: REPO });
  const dir = mkdtempSync(path.join(tmpdir(), "staff-status-"));
  const server = await startServer({
    OUTBOX_DIR: dir,
    CMS_GITHUB_REPO: REPO,
    CMS_GITHUB_CLIENT_ID: "Iv1.staff0123456789",
    CMS_GITHUB_CLIENT_SECRET: "staff-secret-0123456789",
    CMS_GITHUB_OAUTH_ORIGIN: github.origin,
  });
  site = server.origin;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "America/New_York" });

  // The visitor's tab: the pre-rendered Brooklyn Heights page, open before anything is published.
  const visitor = await context.newPage();
  await visitor.clock.install({ time: NEW_YORK_FRIDAY_10AM });
  await visitor.goto(`${server.origin}/tours/brooklyn-heights`);
  await waitForHydration(visitor);
  const banner = visitor.getByRole("region", { name: "Tour status" });
  const checked = visitor.locator("[aria-live='assertive']");
  await expect(checked).toHaveAttribute("data-status-checked", "true");
  await expect(banner).toHaveCount(0);

  // Staff sign in: GitHub's pages, then back to the status page with a session of our own.
  const staff = await context.newPage();
  await staff.goto(`${server.origin}/admin/status`);
  await staff.getByRole("link", { name: "Login with GitHub" }).click();
  await expect(staff.getByText("Signed in as guide-maria")).toBeVisible();
  await expect(staff).toHaveURL(`${server.origin}/admin/status`);
  expect(github.seen).toEqual([
    "GET /login/oauth/authorize",
    "POST /login/oauth/access_token",
    "GET /api/v3/user",
    `GET /api/v3/repos/${REPO}`,
  ]);
  expect(await axeViolations(staff)).toEqual([]);
  const cookies = await context.cookies(server.origin);
  expect(cookies.find((cookie) => cookie.name === "staff-session")).toMatchObject({
    httpOnly: true,
    sameSite: "Strict",
  });

  // The 2 PM Brooklyn Heights walk, canceled for the weather.
  await staff.getByLabel("Tour").selectOption({ label: "Brooklyn Heights" });
  await staff.getByLabel("Day (New York)").fill("2026-11-27");
  await staff.getByRole("radio", { name: "Canceled" }).check();
  await staff.getByRole("button", { name: "Canceled: weather" }).click();
  await expect(staff.getByLabel("Message")).toHaveValue("Canceled: weather");
  await staff.getByLabel("Shown until (New York time)").fill("14:00");
  await staff.getByRole("button", { name: "Publish" }).click();
  await expect(staff.getByRole("status")).toHaveText("Published. Pages show it within a minute.");
  const listed = staff.getByRole("listitem").filter({ hasText: "Canceled: weather" });
  await expect(listed).toContainText("Brooklyn Heights, Friday, November 27, until 2:00 PM · published by guide-maria");

  // The open tab asks again within 30 s of its clock: the status is there, without a reload.
  const asked = visitor.waitForResponse(
    (response) => new URL(response.url()).pathname === "/status.json" && response.status() === 200,
  );
  await visitor.clock.runFor(30_000);
  const etag = (await (await asked).headerValue("etag")) ?? "";
  expect(etag).toMatch(/^"[\w-]+-1-2026-11-2\d"$/);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Canceled");
  await expect(banner).toContainText("Canceled: weather");

  // Nothing changed since: the page asks with the ETag, and the server answers 304 without a body.
  const unchanged = visitor.waitForRequest((request) => new URL(request.url()).pathname === "/status.json");
  await visitor.clock.runFor(30_000);
  expect(await (await unchanged).headerValue("if-none-match")).toBe(etag);
  const conditional = await request.get(`${server.origin}/status.json`, { headers: { "If-None-Match": etag } });
  expect(conditional.status()).toBe(304);
  expect(conditional.headers()["cache-control"]).toBe("no-cache");
  expect(await conditional.body()).toHaveLength(0);

  // Ended: the next ask takes it away.
  await listed.getByRole("button", { name: "End now" }).click();
  await expect(staff.getByRole("status")).toHaveText("Ended. Pages drop it within a minute.");
  const afterEnd = visitor.waitForResponse(
    (response) => new URL(response.url()).pathname === "/status.json" && response.status() === 200,
  );
  await visitor.clock.runFor(30_000);
  await afterEnd;
  await expect(banner).toHaveCount(0);

  // Without a session a post is refused and nothing is stored; another site's post is refused before that.
  const form = {
    tour: "brooklyn-heights",
    date: "2026-11-27",
    severity: "info",
    message: "Hello",
    endTime: "14:00",
    action: "publish",
  };
  const anonymous = await request.post(`${server.origin}/admin/status`, { form });
  expect(anonymous.status()).toBe(401);
  const crossSite = await request.post(`${server.origin}/admin/status`, {
    form,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  const store = new Outbox({ dir });
  expect(store.listStatuses("2000-01-01").map((status) => status.message)).toEqual(["Canceled: weather"]);
  store.close();
  await context.close();
  await github.close();
});

test("an account that may not push and is not on STATUS_STAFF is refused, with the reason", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refusal is a 403 page.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
  let site = "";
  const github = await startFakeGitHub({ site: () => site, login: "stranger", push: false, repo: REPO });
  const server = await startServer({
    OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "staff-refused-")),
    CMS_GITHUB_REPO: REPO,
    CMS_GITHUB_CLIENT_ID: "Iv1.staff0123456789",
    CMS_GITHUB_CLIENT_SECRET: "staff-secret-0123456789",
    CMS_GITHUB_OAUTH_ORIGIN: github.origin,
  });
  site = server.origin;
  await page.goto(`${server.origin}/admin/status`);
  await page.getByRole("link", { name: "Login with GitHub" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The GitHub account stranger may not publish day-of statuses: it needs push access to the site's repository, or to be listed in STATUS_STAFF.",
  );
  await github.close();
});
