// The live content (CONTENT_DIR, default app/content: what the company edits at
// /admin) checked by rules only, never by the spec's values: every file loads
// through its loader and schema (shapes, counts the layouts need, images that
// exist, cross-references), the e-mail copy parses, and every link a blog post
// makes inside the site lands on a page. The spec's values are pinned by the
// `spec` project against tests/fixtures/launch-content (vitest.config.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  getAboutPage,
  getContactPage,
  getGalleryVideo,
  getHomePage,
  getPetition,
  getPolicy,
  getPressKit,
  getSurveyPage,
  getTestimonials,
  getToursPage,
  listGalleryImages,
  listPosts,
  listPressOutlets,
  listTours,
} from "../../app/content/content.server";
import { contentDir, contentFiles, LAUNCH_CONTENT_DIR } from "../../app/content/content-dir";
import { prerenderPaths } from "../../app/lib/seo/site-routes";
import { loadEmailCopy } from "../../server/mail";

const root = path.resolve(import.meta.dirname, "../..");

describe(`the live content (${path.relative(root, contentDir()) || "."})`, () => {
  it("loads every file through its loader and schema", () => {
    // Each getter returns what its module parsed and checked at import; a bad file throws there, naming itself.
    for (const value of [
      getAboutPage(),
      getContactPage(),
      getGalleryVideo(),
      getHomePage(),
      getPetition(),
      getPolicy(),
      getPressKit(),
      getSurveyPage(),
      getTestimonials(),
      getToursPage(),
    ])
      expect(value).toBeTruthy();
    for (const list of [listTours(), listPosts(), listPressOutlets(), listGalleryImages("home")])
      expect(list.length).toBeGreaterThan(0);
    expect(loadEmailCopy(path.join(contentDir(), "emails.yaml")).contactConfirmation.subject).toBeTruthy();
  });

  it("links from blog posts only to pages that exist", () => {
    const pages = new Set([...prerenderPaths(listTours()), "/blog/feed.xml"]);
    const posts = new Set(listPosts().map((post) => post.id));
    const broken: string[] = [];
    for (const post of listPosts()) {
      for (const [, href = ""] of post.html.matchAll(/href="(\/[^"#]*)/g)) {
        const url = new URL(href, "http://site.test");
        const lands =
          url.pathname === "/blog" && url.searchParams.has("post")
            ? posts.has(url.searchParams.get("post") ?? "")
            : pages.has(url.pathname.replace(/\/$/, "") || "/");
        if (!lands) broken.push(`blog/${post.id}.md: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("has a launch fixture copy of every YAML file (a new content file is added to both)", () => {
    const yaml = (dir: string) => contentFiles(dir).filter((file) => !file.startsWith("blog/"));
    expect(yaml(contentDir())).toEqual(yaml(path.join(root, LAUNCH_CONTENT_DIR)));
  });
});
