import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cspDirectives,
  headerPolicy,
  inlineScriptHashes,
  metaPolicy,
  serializeCsp,
  withContentSecurityPolicy,
} from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const base = { bookingOrigin: "https://fareharbor.com" };

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, skips scripts with src, and drops repeats", () => {
    const html =
      '<head><script>window.a=1</script><script type="module" async="">import("/x.js")</script>' +
      '<script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      "<script>window.a=1</script></head>";
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")'), sha('{"@type":"Thing"}')]);
  });

  it("gives no hash when the page has no inline script", () => {
    expect(inlineScriptHashes('<p>hi</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("cspDirectives", () => {
  it("is strict by default: self plus hashes for scripts, no unsafe-inline or unsafe-eval, no objects, base self", () => {
    const policy = serializeCsp(cspDirectives({ ...base, scriptHashes: [sha("x")] }));
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("x")} https://fareharbor.com`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-src 'self' https://fareharbor.com");
    expect(policy).toContain("connect-src 'self' https://fareharbor.com");
    // Third parties that are not configured are absent.
    expect(policy).not.toMatch(/googletagmanager|list-manage|emailjs|amazonaws/);
    // frame-ancestors is ignored in a meta element: only the header adds it.
    expect(policy).not.toContain("frame-ancestors");
  });

  it("adds each configured third party where it is used", () => {
    const policy = serializeCsp(
      cspDirectives({
        scriptHashes: [],
        bookingOrigin: "http://127.0.0.1:9999/",
        videoEmbedUrl: "https://www.nbcnews.com/news/embedded-video/abc",
        emailOrigin: "https://api.emailjs.com",
        newsletterAction: "https://acme.us21.list-manage.com/subscribe/post?u=1&id=2",
        newsletterScript: "https://s3.amazonaws.com/downloads.mailchimp.com/js/mc-validate.js",
        analytics: true,
      }),
    );
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe(
      "script-src 'self' http://127.0.0.1:9999 https://s3.amazonaws.com/downloads.mailchimp.com/js/ https://acme.us21.list-manage.com https://www.googletagmanager.com",
    );
    expect(directive("frame-src")).toBe("frame-src 'self' http://127.0.0.1:9999 https://www.nbcnews.com");
    expect(directive("form-action")).toBe("form-action 'self' https://acme.us21.list-manage.com");
    expect(directive("connect-src")).toContain("https://api.emailjs.com");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
  });

  it("ignores addresses that are not http(s)", () => {
    const policy = serializeCsp(
      cspDirectives({ scriptHashes: [], bookingOrigin: "javascript:alert(1)", videoEmbedUrl: "not a url" }),
    );
    expect(policy).toContain("script-src 'self'; ");
    expect(policy).toContain("frame-src 'self'; ");
  });
});

describe("withContentSecurityPolicy", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
    "<script>window.__ctx={}</script></head><body><script>go()</script></body></html>";

  it("writes the policy right after the charset, before any script, hashing every inline script", () => {
    const { html: page, policy } = withContentSecurityPolicy(html, base);
    expect(page.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv')).toBe(true);
    expect(policy).toContain(sha("window.__ctx={}"));
    expect(policy).toContain(sha("go()"));
    expect(metaPolicy(page)).toBe(policy);
    expect(page.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(html);
  });

  it("leaves HTML without a <head> as it was", () => {
    expect(withContentSecurityPolicy("<p>x</p>", base).html).toBe("<p>x</p>");
  });

  it("header policy adds framing limited to the site itself", () => {
    expect(headerPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'self'");
  });

  it("metaPolicy is null for a page without one", () => {
    expect(metaPolicy("<head></head>")).toBeNull();
  });
});
