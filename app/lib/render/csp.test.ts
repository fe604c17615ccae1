import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspDirectives, headerPolicy, pageHeaderPolicy, serializeCsp, withPolicyMeta } from "./csp";
import { readPageScripts } from "./csp-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const base = { bookingOrigin: "https://fareharbor.com" };

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

describe("withPolicyMeta", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
    "<script>window.__ctx={}</script></head><body><script>go()</script></body></html>";
  const policy = "default-src 'self'; script-src 'self' 'sha256-x'";

  it("writes the policy right after the charset, before any script, and changes nothing else", () => {
    const page = withPolicyMeta(html, readPageScripts(html), policy);
    expect(page.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv')).toBe(true);
    expect(page.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(html);
    expect(pageHeaderPolicy(page)).toBe(`${policy}; frame-ancestors 'self'`);
  });

  it("replaces the policy a page already has, in place", () => {
    const first = withPolicyMeta(html, readPageScripts(html), "default-src 'none'");
    const second = withPolicyMeta(first, readPageScripts(first), policy);
    expect(second).toBe(withPolicyMeta(html, readPageScripts(html), policy));
    expect(second.match(/http-equiv/g)).toHaveLength(1);
  });

  it("escapes the policy for its attribute", () => {
    const page = withPolicyMeta(html, readPageScripts(html), `a "b" & c`);
    expect(page).toContain('content="a &quot;b&quot; &amp; c"');
    expect(pageHeaderPolicy(page)).toBe(`a "b" & c; frame-ancestors 'self'`);
  });

  it("leaves HTML without a <head> as it was", () => {
    expect(withPolicyMeta("<p>x</p>", readPageScripts("<p>x</p>"), policy)).toBe("<p>x</p>");
  });

  it("header policy adds framing limited to the site itself", () => {
    expect(headerPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'self'");
  });

  it("a page without a policy has no header policy", () => {
    expect(pageHeaderPolicy("<head></head>")).toBeNull();
  });
});
