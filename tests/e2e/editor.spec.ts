import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parsePost } from "../../app/content/blog-posts.server";
import { contentFiles, LAUNCH_CONTENT_DIR } from "../../app/content/content-dir";
import { withImageManifest, type ImageManifest } from "../../app/content/image-manifest";
import { expandTokens, labelsFor } from "../../app/content/fact-labels";
import { homePageSchema } from "../../app/content/schemas/home";
import { loadSiteFacts } from "../../app/content/site-facts-load";
import { toursPageSchema } from "../../app/content/schemas/tours";
import { parse } from "yaml";
import { expect, test } from "./fixtures";

/**
 * The content editor at /admin (issue 30): the production build's Decap CMS
 * page, with the local backend (decap-server) writing to a temporary copy of
 * the launch content (tests/fixtures/launch-content, laid out as app/content:
 * the editor's file paths are app/content/…, relative to the backend's
 * folder), never to the real one. The values it reads before an edit (the
 * price's 40, the fifth FAQ, a tour's heading) are the spec's, which the
 * company's own edits in app/content never change (issue 41 item 3). A person
 * opens the editor, signs in to the local backend, changes one FAQ answer of
 * the /tours page and publishes; the file on disk changes and the content
 * loader still accepts it. A person
 * writes a blog post with a photo uploaded from their computer (issue 30
 * item 5): the post and the photo land in the copy, the image pipeline turns
 * the photo into the site's responsive set, and the loader accepts the post;
 * a photo without alt text, or a too-small one, is refused by the editor (the
 * content check that fails the build refuses the same, scripts' unit tests).
 * A person changes the price per person from $40 to $45 in the site facts,
 * and the build's own labels and tokens state $45 from the saved file. No site
 * is built inside a test (issue 39 item 2, decision 031): the pages render
 * those labels, loaders and variants as the spec's tests show on the launch
 * content, so a file the loaders accept is a page that shows it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const launchContent = path.join(root, LAUNCH_CONTENT_DIR);
const decapServer = path.join(root, "node_modules/decap-server/dist/index.js");
/** Real JPEGs as a camera or phone leaves them: 1400 px wide (enough for a post's 1200 px), and 640 px (too small). */
const photo = path.join(root, "tests/fixtures/images/stoop-cat.jpg");
const smallPhoto = path.join(root, "tests/fixtures/images/phone-snap-small.jpg");

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
  // Served on localhost: the local backend on another port is allowed; blob: lets Decap read back an upload.
  expect(policy).toContain("connect-src 'self' https://api.github.com http://localhost:* http://127.0.0.1:* blob:;");
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
  // The worker's image route names /admin only to leave it alone (scripts/generate-sw.test.ts): read its precache list.
  const worker = await (await request.get("/sw.js")).text();
  const precached = [...worker.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(precached.length).toBeGreaterThan(100);
  expect(precached.filter((url) => /^\/?admin(?:\/|$)/.test(url))).toEqual([]);
});

test.describe("content editor (/admin) with the local backend", () => {
  // One copy of the content, edited step by step as a person would.
  test.describe.configure({ mode: "serial" });
  let work = "";
  let backend: ChildProcess | undefined;
  let backendPort = 0;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "cat-tours-editor-"));
    // The launch content's data files where the editor's configuration looks for them (app/content/…).
    for (const file of contentFiles(launchContent)) {
      mkdirSync(path.dirname(path.join(work, "app/content", file)), { recursive: true });
      cpSync(path.join(launchContent, file), path.join(work, "app/content", file));
    }
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
      // The English block (Decap's single_file i18n, decision 035): the Spanish is beside it under `es:`.
      const english = (source: string) => toursPageSchema.parse((parse(source) as { en: unknown }).en);
      const saved = english(after);
      expect(saved.faqs[4]).toEqual({ question: "Are there restrooms on the tour?", answer });
      // Nothing else changed.
      const original = english(before);
      expect({ ...saved, faqs: saved.faqs.filter((_, index) => index !== 4) }).toEqual({
        ...original,
        faqs: original.faqs.filter((_, index) => index !== 4),
      });
      // Neither the launch content nor the live one was touched.
      for (const folder of [launchContent, path.join(root, "app/content")])
        expect(readFileSync(path.join(folder, "tours-page.yaml"), "utf8")).not.toContain(answer);
    });

    await test.step("the tours' preview: each tour as its page, in the site's stylesheet", async () => {
      // Through the collection's list, as a person goes.
      await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/tour-list`);
      await page.getByRole("main").getByRole("link", { name: "Tours", exact: true }).click();
      // The tours are translated (issue 42): the right pane shows the Spanish until the preview is chosen.
      await page.getByRole("button", { name: "Toggle preview" }).click();
      const preview = page.frameLocator("#preview-pane");
      // Decap renders the preview once the entry and the media folder are loaded: a few seconds on a busy machine.
      await expect(preview.locator("h1").first()).toHaveText("Brooklyn Heights Cat History Walking Tour", {
        timeout: 30_000,
      });
      await expect(preview.getByRole("heading", { name: "About Brooklyn Heights" })).toBeVisible();
      // The site's own rules apply: the page container has the site's side padding (none without site.css).
      await expect(preview.locator('link[href="/admin/site.css"]')).toHaveCount(1);
      await expect(preview.locator(".container-page").first()).toHaveCSS("padding-left", /^(16|24|32)px$/);
    });

    test.info().annotations.push({ type: "duration", description: `${Date.now() - started} ms in the editor` });
  });

  test("writes a blog post with an uploaded photo: the photo goes through the image pipeline, alt text is required", async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // Decap refuses a save with a missing required field by rejecting its promise with nothing (decap-cms-core
    // actions/entries.js persistEntry); the page reports that as an uncaught "undefined".
    allowConsoleErrors(/^pageerror: undefined$/);
    const postFile = path.join(work, "app/content/blog/cats-of-the-stoops.md");
    // The editor lowercases an upload's name and replaces its spaces (config.yml `slug`).
    const uploaded = path.join(work, "app/assets/images/stoop-cat_2026.jpg");

    await test.step("a new post, its fields filled in as a person does", async () => {
      await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/blog/new`);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("textbox", { name: "Id (address)" }).fill("cats-of-the-stoops");
      await page.getByRole("textbox", { name: "Title" }).fill("The Cats of the Brownstone Stoops");
      await page.getByRole("textbox", { name: "Excerpt" }).fill("Why the stoops of Brooklyn Heights belong to cats.");
      await page.getByRole("textbox", { name: "Author" }).fill("NYC Cat History Tours Team");
      // Decap's date widget: a native date input (labelled by its field container) beside "Now" and "Clear".
      await page.locator('input[type="date"]').fill("2026-11-20");
      await page.getByRole("button", { name: /^Add Tags?$/i }).click();
      await page.getByRole("textbox", { name: "Tag" }).fill("Brooklyn Heights");
      await page.getByRole("textbox", { name: "Category" }).fill("Neighborhoods");
      await page.getByRole("spinbutton", { name: "Reading time (minutes)" }).fill("3");
      const body = page.locator('[data-slate-editor="true"]');
      await body.click();
      await page.keyboard.type("Every stoop on Willow Street has a cat in the afternoon sun.");
    });

    await test.step("the photo, uploaded from the computer", async () => {
      await page.getByRole("button", { name: "Choose an image" }).click();
      await page.locator('input[type="file"]').setInputFiles({
        name: "Stoop Cat_2026.JPG",
        mimeType: "image/jpeg",
        buffer: readFileSync(photo),
      });
      await page.getByRole("button", { name: "Choose selected" }).click();
    });

    await test.step("without alt text the editor refuses to publish, saying what is missing", async () => {
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(
        page.getByText("Oops, you've missed a required field. Please complete before saving."),
      ).toBeVisible();
      await expect(page.getByText("Image description (alt text) is required.")).toBeVisible();
      expect(existsSync(postFile)).toBe(false);
    });

    await test.step("with alt text it publishes; the preview shows the uploaded photo", async () => {
      await page
        .getByRole("textbox", { name: "Image description (alt text)" })
        .fill("A tabby cat asleep on a brownstone stoop");
      const preview = page.frameLocator("#preview-pane");
      const previewImage = preview.getByRole("img", { name: "A tabby cat asleep on a brownstone stoop" });
      await expect(previewImage).toBeVisible({ timeout: 30_000 });
      expect(await previewImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1400);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible();
    });

    let manifest: ImageManifest = {};
    await test.step("the post and the photo are in the copy; the pipeline builds the photo's responsive set", async () => {
      expect(readFileSync(uploaded)).toEqual(readFileSync(photo));
      // The built variants of the copied artwork, as the cache a CI run keeps: only the new photo is encoded.
      mkdirSync(path.join(work, "public/img"), { recursive: true });
      const copied = new Set(
        readdirSync(path.join(work, "app/assets/images")).map((file) => file.replace(/\.\w+$/, "")),
      );
      cpSync(path.join(root, "public/img"), path.join(work, "public/img"), {
        recursive: true,
        filter: (source) => source.endsWith("/img") || copied.has(path.basename(source).split(".")[0] ?? ""),
      });
      const output = execFileSync(process.execPath, [path.join(root, "scripts/images.mjs")], {
        cwd: work,
        env: { ...process.env, IMAGES_DIR: path.join(work, "app/assets/images") },
        encoding: "utf8",
      });
      // 3 widths (a card: 400, 780, 1200) × AVIF, WebP, JPEG.
      expect(output).toContain(", 9 variants built");
      manifest = JSON.parse(readFileSync(path.join(work, "app/assets/image-manifest.json"), "utf8")) as ImageManifest;
      const [width, height, hash] = manifest["stoop-cat_2026"] ?? [];
      expect([width, height]).toEqual([1400, 875]);
      for (const size of [400, 780, 1200])
        for (const format of ["avif", "webp", "jpg"])
          expect(existsSync(path.join(work, `public/img/stoop-cat_2026.${hash}.${size}.${format}`))).toBe(true);

      const post = withImageManifest(manifest, () =>
        parsePost({ fileName: "blog/cats-of-the-stoops.md", source: readFileSync(postFile, "utf8") }),
      );
      expect(post).toMatchObject({
        id: "cats-of-the-stoops",
        date: "2026-11-20",
        image: "stoop-cat_2026",
        imageAlt: "A tabby cat asleep on a brownstone stoop",
        tags: ["Brooklyn Heights"],
        readTime: 3,
      });
      expect(post.html).toContain("Every stoop on Willow Street");
      // The real folders were not touched.
      expect(existsSync(path.join(root, "app/assets/images/stoop-cat_2026.jpg"))).toBe(false);
      for (const folder of [launchContent, path.join(root, "app/content")])
        expect(existsSync(path.join(folder, "blog/cats-of-the-stoops.md"))).toBe(false);
    });

    await test.step("a too-small photo is refused by the editor, with the rule and the words of the build's check", async () => {
      const saved = readFileSync(postFile, "utf8");
      await page.getByRole("button", { name: "Choose different image" }).click();
      await page.locator('input[type="file"]').setInputFiles(smallPhoto);
      await page.getByRole("button", { name: "Choose selected" }).click();
      // The entry has taken the new photo (the toolbar says so) before it is published: a click before that
      // published the unchanged entry ("Changes saved") on a slow run.
      await expect(page.getByText("Unsaved Changes")).toBeVisible();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(
        page.getByText(
          'Image "phone-snap-small.jpg" is 640 px wide, too small: the site shows a card picture up to 1200 px wide, so upload one at least 1200 px wide.',
        ),
      ).toBeVisible();
      expect(readFileSync(postFile, "utf8")).toBe(saved);
      expect(existsSync(path.join(work, "app/assets/images/phone-snap-small.jpg"))).toBe(false);
    });
  });

  test("changes the price per person from 40 to 45 in the site facts and publishes it", async ({ page }) => {
    const file = path.join(work, "app/content/site-facts.yaml");
    const before = loadSiteFacts("site-facts.yaml", readFileSync(file, "utf8"));
    expect(before.pricePerPerson).toBe(40);

    await page.goto(`/admin/?local_backend_port=${backendPort}#/collections/site/entries/site-facts`);
    await page.getByRole("button", { name: "Login" }).click();
    const price = page.getByRole("spinbutton", { name: "Price per person (public tours)" });
    await expect(price).toHaveValue("40");
    // The Spanish texts beside the English (issue 42, Decap's single_file i18n): the announcement twice, the price once.
    const announcement = page.getByRole("textbox", { name: "Announcement (above the header on every page)" });
    await expect(announcement).toHaveCount(2);
    await expect(announcement.first()).toHaveValue(
      "Now booking our {season} season. Reserve your spot on a cat history walk.",
    );
    await expect(announcement.last()).toHaveValue(
      "Reservas abiertas para la temporada de {season}. Reserve su lugar en un paseo por la historia felina.",
    );
    await expect(price).toHaveCount(1);
    await price.fill("45");

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    // The saved file passes the facts' loader (the build's), holds 45 and nothing else changed, its Spanish included.
    const after = loadSiteFacts("site-facts.yaml", readFileSync(file, "utf8"));
    expect(after.pricePerPerson).toBe(45);
    expect({ ...after, pricePerPerson: 40 }).toEqual(before);
    // What the next build states from it (decision 031: the build's own labels and tokens, no build in a test):
    // the tour cards, the booking bar and home's call to action.
    expect(labelsFor(after).publicTourPrice).toBe("$45 (avg. NYC walking tours: $55)");
    expect(labelsFor(after).pricePerPerson).toBe("$45 per person");
    // home.yaml in two languages (decision 035): its English under `en:`.
    const home = homePageSchema.parse(
      (parse(readFileSync(path.join(work, "app/content/home.yaml"), "utf8")) as { en: unknown }).en,
    );
    expect(expandTokens(home.finalCta.heading, after)).toBe("Book Your Tour – Only $45!");
    // The launch content was not touched.
    expect(readFileSync(path.join(launchContent, "site-facts.yaml"), "utf8")).toContain("pricePerPerson: 40\n");
  });
});
