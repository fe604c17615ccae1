import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseContent } from "../../app/content/parse";
import { loadSiteFacts } from "../../app/content/site-facts-load";
import { toursPageSchema } from "../../app/content/schemas/tours";
import { expect, test } from "./fixtures";

/**
 * The content editor at /admin (issue 30): the production build's Decap CMS
 * page, with the local backend (decap-server) writing to a temporary copy of
 * app/content, never to the real one. A person opens the editor, signs in to
 * the local backend, changes one FAQ answer of the /tours page and publishes;
 * the file on disk changes and the content loader still accepts it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const decapServer = path.join(root, "node_modules/decap-server/dist/index.js");

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** Resolves once decap-server at `url` answers its `info` action. */
async function waitForBackend(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}): ${log()}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer at ${url}: ${log()}`);
}

test("/admin is its own noindex document with its own policy, outside the site map and the precache", async ({
  request,
}) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  // Served on localhost: the local backend on another port is allowed.
  expect(policy).toContain("connect-src 'self' https://api.github.com http://localhost:* http://127.0.0.1:*");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
  // The bundle is served from the build, never a CDN.
  expect(html).not.toMatch(/https?:\/\//);
  const bundle = await request.get("/admin/decap-cms.js");
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()["content-type"]).toContain("javascript");
  expect((await request.get("/admin/config.yml")).headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await request.get("/admin/no-such-file.js")).status()).toBe(404);

  // Public pages keep their own policy: no 'unsafe-eval'.
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  // Not in the sitemap, the site map page or the service worker's precache.
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  expect(await (await request.get("/sitemap")).text()).not.toContain("/admin");
  expect(await (await request.get("/sw.js")).text()).not.toContain("admin");
});

test.describe("content editor (/admin) with the local backend", () => {
  let work = "";
  let backend: ChildProcess | undefined;
  let backendPort = 0;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "cat-tours-editor-"));
    cpSync(path.join(root, "app/content"), path.join(work, "app/content"), { recursive: true });
    // The pictures the tours' form and preview show (heroes, cards, the private tour's events), not all 135:
    // Decap loads the whole media folder before it opens an entry, and a missing picture is a failed request.
    const shown = /\/(?:tour-|event-|hero-(?:brooklyn-heights|financial-district|lower-east-side|private-tours)\.)/;
    cpSync(path.join(root, "app/assets/images"), path.join(work, "app/assets/images"), {
      recursive: true,
      filter: (source) => !source.endsWith(".jpg") || shown.test(source),
    });
    backendPort = await freePort();
    let log = "";
    backend = spawn(process.execPath, [decapServer], {
      cwd: work,
      env: {
        ...process.env,
        PORT: String(backendPort),
        BIND_HOST: "127.0.0.1",
        MODE: "fs",
        GIT_REPO_DIRECTORY: work,
        LOG_LEVEL: "warn",
      },
    });
    backend.stdout?.on("data", (chunk) => (log += chunk));
    backend.stderr?.on("data", (chunk) => (log += chunk));
    await waitForBackend(`http://127.0.0.1:${backendPort}/api/v1`, backend, () => log);
  });

  test.afterAll(() => {
    backend?.kill("SIGTERM");
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("edits an FAQ answer and saves it to the working tree, then previews a tour in the site's styles", async ({
    page,
  }) => {
    const started = Date.now();
    await test.step("an FAQ answer of the tours page", async () => {
      const file = path.join(work, "app/content/tours-page.yaml");
      const before = readFileSync(file, "utf8");
      const answer = "Yes: the walk passes a public library with restrooms about halfway through.";
      expect(before).not.toContain(answer);

      await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/tours/entries/tours-page`);
      await page.getByRole("button", { name: "Login" }).click();

      // The fifth FAQ (restrooms), as the form shows it.
      const question = page.getByRole("textbox", { name: "Question" }).nth(4);
      await expect(question).toHaveValue("Are there restrooms on the tour?");
      const answerBox = page.getByRole("textbox", { name: "Answer" }).nth(4);
      await answerBox.fill(answer);

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible();

      const after = readFileSync(file, "utf8");
      expect(after).not.toBe(before);
      const saved = parseContent("tours-page.yaml", after, toursPageSchema);
      expect(saved.faqs[4]).toEqual({ question: "Are there restrooms on the tour?", answer });
      // Nothing else changed.
      const original = parseContent("tours-page.yaml", before, toursPageSchema);
      expect({ ...saved, faqs: saved.faqs.filter((_, index) => index !== 4) }).toEqual({
        ...original,
        faqs: original.faqs.filter((_, index) => index !== 4),
      });
      // The real content folder was not touched.
      expect(readFileSync(path.join(root, "app/content/tours-page.yaml"), "utf8")).not.toContain(answer);
    });

    await test.step("the tours' preview: each tour as its page, in the site's stylesheet", async () => {
      // Through the collection's list, as a person goes.
      await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/tours`);
      await page.getByRole("main").getByRole("link", { name: "Tours", exact: true }).click();
      const preview = page.frameLocator("#preview-pane");
      // Decap renders the preview once the entry and the media folder are loaded: a few seconds on a busy machine.
      await expect(preview.locator("h1").first()).toHaveText("Brooklyn Heights Cat History Walking Tour", {
        timeout: 20_000,
      });
      await expect(preview.getByRole("heading", { name: "About Brooklyn Heights" })).toBeVisible();
      // The site's own rules apply: the page container has the site's side padding (none without site.css).
      await expect(preview.locator('link[href="/admin/site.css"]')).toHaveCount(1);
      await expect(preview.locator(".container-page").first()).toHaveCSS("padding-left", /^(16|24|32)px$/);
    });

    test.info().annotations.push({ type: "duration", description: `${Date.now() - started} ms in the editor` });
  });

  test("changes the price per person from 40 to 45 in the site facts and publishes it", async ({ page }) => {
    const file = path.join(work, "app/content/site-facts.yaml");
    const before = loadSiteFacts("site-facts.yaml", readFileSync(file, "utf8"));
    expect(before.pricePerPerson).toBe(40);

    await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/site/entries/site-facts`);
    await page.getByRole("button", { name: "Login" }).click();
    const price = page.getByRole("spinbutton", { name: "Price per person (public tours)" });
    await expect(price).toHaveValue("40");
    await price.fill("45");

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    // The saved file passes the facts' loader (the build's), holds 45 and nothing else changed.
    const after = loadSiteFacts("site-facts.yaml", readFileSync(file, "utf8"));
    expect(after.pricePerPerson).toBe(45);
    expect({ ...after, pricePerPerson: 40 }).toEqual(before);
    // The real content folder was not touched.
    expect(readFileSync(path.join(root, "app/content/site-facts.yaml"), "utf8")).toContain("pricePerPerson: 40\n");
  });
});
