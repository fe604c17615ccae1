import type { Page } from "@playwright/test";
import http from "node:http";
import { readPageScripts, scriptHash } from "../../app/lib/render/csp-scripts";
import { expect, test, waitForHydration } from "./fixtures";
import { startServer, stopAll } from "./support/server-process";
import { PRERENDERED_PAGES } from "./support/spec-pages";

/**
 * Issue 21: every page carries a strict Content-Security-Policy (header and
 * meta, scripts by hash) and nothing on it breaks that policy. Each page's
 * policy and its violations at both widths are checked on the one visit
 * tests/e2e/page-walk.spec.ts makes to every page; here, the states
 * that load third parties: the booking overlay, the calendar, the lightbox
 * and the video (stubbed as in tests/e2e/fixtures.ts), and the headers of
 * an asset and a post. Issue 29: a policy allows exactly the inline scripts
 * the pipeline writes (app/lib/render/csp-scripts.ts), on pre-rendered pages and on
 * pages rendered on request.
 */

type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Record every CSP violation of the page (all frames of this origin) on `window.__cspViolations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

test.describe("Content-Security-Policy", () => {
  test("booking overlay and calendar open without a violation @mobile", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/tours");
    await waitForHydration(page);
    await page.waitForFunction(() => "FH" in window);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Financial District" }) });
    await card.getByRole("link", { name: "Reserve your spot on a cat history tour" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fhCalls: unknown[] }).__fhCalls.length))
      .toBe(1);

    await page.goto("/tours/financial-district");
    await waitForHydration(page);
    // The provider's frame is created as the visitor nears the calendar.
    await page.locator("#book-now").scrollIntoViewIfNeeded();
    const calendar = page.locator("#book-now").getByTitle(/Booking calendar/);
    await expect(calendar).toBeVisible();
    await expect(page.locator("#book-now").getByRole("status")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test("lightbox and video open without a violation @mobile", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("list", { name: "Tour photos" }).getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    const section = page.locator("section", { has: page.getByRole("heading", { name: "Featured on NBC News" }) });
    await section.getByRole("button", { name: /Play video/ }).click();
    await expect(section.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.nbcnews\.com\//);
    await expect.poll(() => section.locator("iframe").evaluate((f: HTMLIFrameElement) => f.src)).toBeTruthy();
    expect(await violations(page)).toEqual([]);
  });

  test("an asset and a post are served with the headers of issue 21", async ({ request }) => {
    for (const path of ["/", "/blog?post=jerry-fox"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
      const headers = response.headers();
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers["vary"], path).toMatch(/Accept-Encoding/i);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
      // The site URL of the test build is http: no HSTS.
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const html = await (await request.get("/")).text();
    const asset = /<script[^>]*>[^<]*?"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(asset).not.toBe("");
    const gzip = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(gzip.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const identity = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["content-encoding"]).toBeUndefined();
    expect(identity.headers()["vary"]).toMatch(/Accept-Encoding/i);
  });

  /** A page rendered on request (its query asks for what it shows), a not-found page, and every pre-rendered page. */
  const pages = ["/booking?itemId=577800", "/no-such-page", ...PRERENDERED_PAGES, "/blog?post=jerry-fox"];

  test("each page's policy is strict, hashes exactly its inline scripts (never a data block) and is in its <meta>", async ({
    request,
  }) => {
    for (const path of pages) {
      const response = await request.get(path);
      const html = await response.text();
      const header = response.headers()["content-security-policy"] ?? "";
      // Issue 21: scripts from the site and by hash only; the page carries the same script policy in its
      // <meta> (a static host sends no header).
      const scriptSrc = /(?:^|; )(script-src [^;]*)/.exec(header)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(header, path).not.toContain("unsafe-eval");
      for (const rule of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"])
        expect(header, path).toContain(rule);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(
        /(?:^|; )(script-src [^;]*)/.exec(meta.replaceAll("&#x27;", "'").replaceAll("&#39;", "'"))?.[1],
        path,
      ).toBe(scriptSrc);
      const allowed = new Set(/(?:^|; )script-src ([^;]*)/.exec(header)?.[1]?.match(/'sha256-[^']+'/g) ?? []);
      const { scripts } = readPageScripts(html);
      const code = scripts.filter((script) => script.src === null && script.type !== "application/ld+json");
      expect(new Set(code.map((script) => scriptHash(script.text))), path).toEqual(allowed);
      // The React Router scripts, the early tap and the zod setting, at least.
      expect(allowed.size, path).toBeGreaterThanOrEqual(5);
      for (const data of scripts.filter((script) => script.type === "application/ld+json"))
        expect(allowed.has(scriptHash(data.text)), path).toBe(false);
    }
  });

  test("a page rendered on request starts through the loader, as a pre-rendered page does, without a violation @mobile", async ({
    page,
  }) => {
    await recordViolations(page);
    const response = await page.goto("/booking?itemId=577800");
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(
      /<script type="module" async="">document\.addEventListener\("click"[^<]*,true\);await new Promise\(function\(r\)\{document\.visibilityState/,
    );
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * Issue 41 items 2 and 5: the editor keeps its GitHub token to itself. A server started with CMS_HOST serves
 * /admin on that host only; requests carry the Host header a browser on either host sends (node:http: the
 * request API cannot set Host). The editor's host sends no third-party script and a policy that names no
 * origin but GitHub's own, the backend the token is for.
 */
test.describe("the editor's own host (CMS_HOST)", () => {
  const ADMIN_HOST = "edit.cathistorytours.test";
  const PUBLIC_HOST = "www.cathistorytours.test";
  const signIn = {
    CMS_GITHUB_REPO: "cathistorytours/website",
    CMS_GITHUB_CLIENT_ID: "Iv1.cats0123456789",
    CMS_GITHUB_CLIENT_SECRET: "s3cr3t-0f-the-0auth-app-0123456789abcdef",
  };
  test.afterAll(stopAll);

  /** GET `target` from the server on `port` as a browser on `host` asks for it. */
  function get(port: number, host: string, target: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: target, headers: { host } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on("error", reject);
    });
  }

  test("/admin is 404 on the public host and served on the admin host, whose policy names no third-party origin", async () => {
    const { port } = await startServer({ CMS_HOST: ADMIN_HOST, ...signIn });
    for (const target of [
      "/admin",
      "/admin/",
      "/admin/config.yml",
      "/admin/decap-cms.js",
      "/admin/auth?provider=github",
    ]) {
      const answer = await get(port, PUBLIC_HOST, target);
      expect([answer.status, answer.body], target).toEqual([404, "Not found"]);
    }
    expect((await get(port, PUBLIC_HOST, "/tours")).status).toBe(200);

    const editor = await get(port, ADMIN_HOST, "/admin/");
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('<script src="/admin/decap-cms.js"></script>');
    // Every script the page loads is the editor's own.
    expect(editor.body).not.toMatch(/https?:\/\//);
    const policy = String(editor.headers["content-security-policy"]);
    expect(/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'unsafe-eval'");
    const origins = policy
      .split(";")
      .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
      .filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source));
    expect(new Set(origins)).toEqual(
      new Set(["https://api.github.com", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]),
    );
    expect((await get(port, ADMIN_HOST, "/admin/config.yml")).body).toContain(`base_url: http://${ADMIN_HOST}`);
    // Nothing else of the site there: no page (each loads the booking script), no service worker.
    expect(await get(port, ADMIN_HOST, "/")).toMatchObject({ status: 302, headers: { location: "/admin/" } });
    for (const target of ["/tours", "/sw.js", "/status.json"]) {
      expect((await get(port, ADMIN_HOST, target)).status, target).toBe(404);
    }
  });

  test("an editor that is on but not configured says what to set and that `npm run cms` edits locally", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The page answers 503: the editor does not work on this server yet.
    allowConsoleErrors(/status of 503/);
    const server = await startServer({});
    await recordViolations(page);
    const response = await page.goto(`${server.origin}/admin`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content editor is not set up on this server");
    const main = page.getByRole("main");
    await expect(main).toContainText(
      "It signs in with GitHub, and CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET are not set.",
    );
    await expect(main).toContainText("optionally CMS_HOST");
    await expect(main).toContainText("Run npm run cms in the project");
    await expect(page.getByText("Error loading the CMS configuration")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
