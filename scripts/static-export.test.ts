// @vitest-environment node
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { parseAllRedirects } from "netlify-redirect-parser";
import { afterAll, describe, expect, it } from "vitest";
import { redirectTable } from "../app/lib/seo/redirects.ts";
import { pageHeaderPolicy } from "../app/lib/render/csp";
import { parse } from "yaml";
import { headerPolicy, headersFile, redirectsFile, writeEditorConfig } from "./static-export.mjs";

/**
 * The static host's rule files, read back with Netlify's own parsers (the
 * packages Netlify's build uses), and every rule checked against the redirect
 * table and the header policy the server sends.
 */
const work = mkdtempSync(path.join(tmpdir(), "static-export-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type ParsedRedirect = { from: string; to: string; status: number; force: boolean; query: Record<string, string> };
type ParsedHeader = { for: string; values: Record<string, string> };

describe("_redirects", async () => {
  const file = path.join(work, "_redirects");
  writeFileSync(file, redirectsFile());
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
  const rules = redirects as ParsedRedirect[];

  it("parses without errors", () => {
    expect(errors).toEqual([]);
  });

  it("has every legacy address of the redirect table as a forced 301 to its target", () => {
    for (const [from, to] of Object.entries(redirectTable)) {
      expect(rules, from).toContainEqual(expect.objectContaining({ from, to, status: 301, force: true }));
    }
    // SPEC §2, written out: a sample of the table and the about-* rule.
    expect(rules).toContainEqual(
      expect.objectContaining({ from: "/brooklyn", to: "/tours/brooklyn-heights", status: 301 }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ from: "/contact-us", to: "/contact", status: 301 }));
    expect(rules).toContainEqual(expect.objectContaining({ from: "/about-*", to: "/about", status: 301 }));
  });

  it("answers /blog?post=<id> with the post's file, old post addresses with a 301, and anything else with the 404 page", () => {
    expect(rules).toContainEqual(
      expect.objectContaining({ from: "/blog", to: "/blog/post/:id.html", status: 200, query: { post: ":id" } }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ from: "/blog/:id", to: "/blog?post=:id", status: 301 }));
    expect(rules.at(-1)).toEqual(expect.objectContaining({ from: "/*", to: "/404.html", status: 404 }));
  });
});

describe("_headers", async () => {
  // A client build of three pages, each with its own script policy in its <meta>.
  const clientDir = path.join(work, "client");
  const page = (file: string, hash: string) => {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(
      path.join(clientDir, file),
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-${hash}'; object-src 'none'"></head><body></body></html>`,
    );
  };
  page("index.html", "home");
  page("blog/index.html", "list");
  page("blog/post/jerry-fox.html", "post");
  page("404.html", "missing");
  // The server bundle's reader of a page's header policy, here from app source.
  const policy = headerPolicy(clientDir, pageHeaderPolicy, {
    siteUrl: "https://www.example.org",
    bookingOrigin: "https://fareharbor.com",
  });
  const file = path.join(work, "_headers");
  writeFileSync(file, headersFile(policy, ["/", "/blog", "/blog?post=jerry-fox"]));
  const { headers, errors } = await parseAllHeaders({
    // The package types its list of files as never[]; it takes paths.
    headersFiles: [file] as never[],
    netlifyConfigPath: undefined,
    minimal: true,
  });
  const rules = headers as unknown as ParsedHeader[];
  const valuesFor = (pattern: string) => rules.find((rule) => rule.for === pattern)?.values ?? {};

  it("parses without errors", () => {
    expect(errors).toEqual([]);
  });

  it("sends the server's security headers on every path", () => {
    expect(valuesFor("/*")).toEqual(policy.common);
    // Written out (issue 21): what the server's helmet sends.
    expect(valuesFor("/*")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "SAMEORIGIN",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });

  it("caches hashed assets for a year", () => {
    expect(valuesFor("/assets/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(valuesFor("/img/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
  });

  it("gives each page its own script policy, with frame-ancestors only a header carries", () => {
    expect(valuesFor("/")).toEqual(policy.page("/"));
    expect(valuesFor("/")["Content-Security-Policy"]).toContain("'sha256-home'");
    expect(valuesFor("/")["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(valuesFor("/")["Content-Security-Policy"]).not.toContain("'sha256-list'");
    // /blog?post=<id> is answered at /blog: its policy allows the list's and every post's scripts.
    const blog = valuesFor("/blog")["Content-Security-Policy"];
    expect(blog).toContain("'sha256-list'");
    expect(blog).toContain("'sha256-post'");
    expect(blog).not.toContain("unsafe");
  });
});

describe("the editor's config.yml (issue 30 item 6)", () => {
  it("names the repository and where the sign-in hand-off runs, without touching build/client's copy", () => {
    // build/static holds hard links to build/client's files.
    const template = "# The editor\nbackend:\n  name: github\n  branch: main\n  auth_endpoint: admin/auth\n";
    const client = path.join(work, "editor-client", "admin");
    const exported = path.join(work, "editor-static");
    mkdirSync(client, { recursive: true });
    mkdirSync(path.join(exported, "admin"), { recursive: true });
    writeFileSync(path.join(client, "config.yml"), template);
    linkSync(path.join(client, "config.yml"), path.join(exported, "admin", "config.yml"));
    writeFileSync(path.join(exported, "admin", "config.yml.gz"), "stale");

    expect(
      writeEditorConfig(exported, { repo: "cathistorytours/website", base_url: "https://cms.cathistorytours.test" }),
    ).toBe(true);
    const written = readFileSync(path.join(exported, "admin", "config.yml"), "utf8");
    expect(written.startsWith("# The editor\n")).toBe(true);
    expect(parse(written).backend).toEqual({
      name: "github",
      branch: "main",
      auth_endpoint: "admin/auth",
      repo: "cathistorytours/website",
      base_url: "https://cms.cathistorytours.test",
    });
    expect(readFileSync(path.join(client, "config.yml"), "utf8")).toBe(template);
    // No compressed copy of the template is left to be served instead.
    expect(existsSync(path.join(exported, "admin", "config.yml.gz"))).toBe(false);
  });
});
