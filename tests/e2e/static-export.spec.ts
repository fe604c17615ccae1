import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// Only `request` and a child process here: no page, so not the page fixtures.
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { INDEXABLE_PAGES } from "./support/spec-pages";

/**
 * The static export (build/static) served by the real nginx from Debian with
 * the server block the build generates (build/nginx/site.conf), as a
 * self-hosting company would: only its `listen` and `root` lines are pointed
 * at this test's port and folder. `.ci/run` installs nginx (and its
 * brotli_static module) when missing; without them this test fails.
 */
const root = path.resolve(import.meta.dirname, "../..");
const staticDir = path.join(root, "build/static");
const siteConf = path.join(root, "build/nginx/site.conf");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file)) ?? "nginx";

const pages = INDEXABLE_PAGES;

// SPEC §2's redirects (a sample of each kind): legacy path → target.
const legacy: [string, string][] = [
  ["/about-us", "/about"],
  ["/about-our-guides", "/about"],
  ["/brooklyn", "/tours/brooklyn-heights"],
  ["/private-cat-tours", "/tours/private-tours"],
  ["/index.html", "/"],
  ["/gallery.html", "/gallery"],
  ["/book", "/booking"],
  ["/blog/jerry-fox", "/blog?post=jerry-fox"],
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

test.describe("static export served by nginx", () => {
  let work = "";
  let origin = "";
  let server: ChildProcess | undefined;
  let http: APIRequestContext;

  test.beforeAll(async () => {
    expect(existsSync(siteConf), "npm run build writes build/nginx/site.conf").toBe(true);
    work = mkdtempSync(path.join(tmpdir(), "cat-tours-nginx-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const block = readFileSync(siteConf, "utf8")
      .replace(/^ {2}listen [^;]+;$/m, `  listen 127.0.0.1:${port};`)
      .replace(/^ {2}root [^;]+;$/m, `  root ${staticDir};`);
    writeFileSync(path.join(work, "site.conf"), block);
    for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(work, dir));
    const conf = path.join(work, "nginx.conf");
    writeFileSync(
      conf,
      [
        "daemon off;",
        "worker_processes 1;",
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/error.log warn;`,
        "include /etc/nginx/modules-enabled/*.conf;",
        "events { worker_connections 64; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  default_type application/octet-stream;",
        "  access_log off;",
        ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (dir) => `  ${dir === "body" ? "client_body" : dir}_temp_path ${work}/${dir};`,
        ),
        `  include ${work}/site.conf;`,
        "}",
        "",
      ].join("\n"),
    );
    // `nginx -t` accepts the generated block as it is.
    execFileSync(nginx, ["-t", "-q", "-c", conf], { stdio: "pipe" });
    server = spawn(nginx, ["-c", conf], { stdio: "ignore" });
    http = await request.newContext({ baseURL: origin, maxRedirects: 0 });
    await expect
      .poll(async () => (await http.get("/", { failOnStatusCode: false }).catch(() => null))?.status() ?? 0, {
        timeout: 15_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    await http?.dispose();
    server?.kill("SIGTERM");
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("every indexable page answers 200 with the security headers and its own script policy", async () => {
    for (const page of pages) {
      const response = await http.get(page);
      expect(response.status(), page).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], page).toContain("text/html");
      expect(headers["x-content-type-options"], page).toBe("nosniff");
      expect(headers["x-frame-options"], page).toBe("SAMEORIGIN");
      expect(headers["referrer-policy"], page).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], page).toBe("same-origin-allow-popups");
      expect(headers["permissions-policy"], page).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, page).toContain("object-src 'none'");
      expect(csp, page).toContain("frame-ancestors 'self'");
      expect(csp, page).not.toContain("'unsafe-inline' 'sha256");
      expect(csp.match(/script-src [^;]*/)?.[0], page).not.toContain("unsafe");
      // The header allows exactly the inline scripts the page itself holds (the hashes in its meta policy).
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
      for (const hash of meta.match(/'sha256-[^']+'/g) ?? []) expect(csp, page).toContain(hash);
    }
  });

  test("each legacy path answers 301 to its target, query string kept", async () => {
    for (const [from, to] of legacy) {
      const response = await http.get(from);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    const tagged = await http.get("/about-us?utm_source=flyer");
    expect(tagged.headers().location).toBe("/about?utm_source=flyer");
  });

  test("/blog?post=<id> shows the post; /blog alone the list", async () => {
    const post = await http.get("/blog?post=jerry-fox");
    expect(post.status()).toBe(200);
    const html = await post.text();
    expect(html).toContain("Jerry Fox: The Spectacled Cat Who Raised the Alarm at Borough Hall");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog?post=jerry-fox"');
    const list = await http.get("/blog");
    expect(await list.text()).not.toContain('<link rel="canonical" href="http://localhost:3000/blog?post=');
  });

  test("/status.json, written at build, is answered as JSON and never cached", async () => {
    const response = await http.get("/status.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const { statuses } = (await response.json()) as { statuses: { id: string }[] };
    expect(statuses.map((status) => status.id)).toContain("2026-11-22-lower-east-side-1439");
  });

  test("an unknown path answers 404 with the not-found page", async () => {
    const response = await http.get("/no-such-page-here");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Return to Home");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("precompressed copies are served by Accept-Encoding; hashed assets are immutable", async () => {
    const br = await http.get("/tours", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers().vary ?? "").toContain("Accept-Encoding");
    const gzip = await http.get("/tours", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    // A script the page loads (named in its module script).
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await gzip.text())?.[1] ?? "";
    expect(assetPath).not.toBe("");
    const script = await http.get(assetPath, { headers: { "Accept-Encoding": "br" } });
    expect(script.status()).toBe(200);
    expect(script.headers()["content-encoding"]).toBe("br");
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
