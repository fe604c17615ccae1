import { mkdtempSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// Raw sockets and a spawned server only: no browser page, so the shared page
// fixtures (tests/e2e/fixtures.ts) are not needed.
import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../app/lib/messages/honeypot";
import { localEmailSend } from "./support/forms";
import { outboxRecords } from "./support/outbox";
import { root, startServer, stopAll, type ServerProcess } from "./support/server-process";

/**
 * Issue 21: what bots send on a public site's first day. Each request goes
 * over a raw socket (so nothing normalises it on the way) to a fresh
 * `node server/index.ts` on the production build: every answer is a 4xx (or
 * the legacy 301), never a 5xx and never a file from outside build/client,
 * the server keeps serving, nothing is logged as a 500, and nothing hostile
 * reaches the outbox (issue 19; one spec for both since issue 39).
 */
const outbox = mkdtempSync(path.join(tmpdir(), "hostile-outbox-"));

test.afterAll(stopAll);

type RawResponse = { status: number; head: string; body: string };

/** Send `request` verbatim on a new connection; resolves with the answer once the server closes it. */
function raw(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, head: text.slice(0, end), body: text.slice(end + 4) });
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${String(request).slice(0, 80)}`)));
    socket.write(request);
  });
}

function get(port: number, target: string, headers: Record<string, string> = {}, method = "GET") {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close"];
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "host") lines[1] = `Host: ${value}`;
    else lines.push(`${name}: ${value}`);
  }
  return raw(port, `${lines.join("\r\n")}\r\n\r\n`);
}

function post(port: number, target: string, contentType: string | null, body: string | Buffer, extra: string[] = []) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const head = [
    `POST ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    "Connection: close",
    ...(contentType === null ? [] : [`Content-Type: ${contentType}`]),
    ...(extra.some((line) => /^transfer-encoding/i.test(line)) ? [] : [`Content-Length: ${buffer.length}`]),
    ...extra,
  ];
  return raw(port, Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), buffer]));
}

/** Text that only files outside build/client hold. */
const OUTSIDE = [
  "root:x:0:",
  '"name": "nyc-cat-history-tours"',
  "createRequestHandler",
  "process.env",
  "[core]",
  "VITE_",
];

function expectRefused(response: RawResponse, label: string) {
  const ok = (response.status >= 400 && response.status < 500) || response.status === 301;
  expect(ok, `${label} answered ${response.status}`).toBe(true);
  for (const marker of OUTSIDE) expect(response.body, `${label} leaked "${marker}"`).not.toContain(marker);
}

let server: ServerProcess;

test.describe("hostile input", () => {
  test.beforeAll(async () => {
    server = await startServer({ OUTBOX_DIR: outbox, API_RATE_LIMIT_MAX: "10000" });
  });

  test("path traversal, encoded dots and slashes, and files outside build/client", async () => {
    const targets = [
      "/../package.json",
      "/../../../../etc/passwd",
      "/..%2fpackage.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fpackage.json",
      "/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
      "/.%2e/server/index.ts",
      "/%252e%252e/package.json",
      "/....//....//etc/passwd",
      "/assets/../../package.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets/..%2f..%2fserver%2findex.ts",
      "/img/..%2f..%2f..%2fpackage.json",
      "/img/%2e%2e%5c%2e%2e%5cpackage.json",
      "/tours/..%5c..%5cpackage.json",
      "/%c0%ae%c0%ae/package.json",
      "/assets/..%00/package.json",
      "/%00",
      "/server/index.ts",
      "/build/server/index.js",
      "/package.json",
      "/.env",
      "/.git/config",
      "/node_modules/express/package.json",
      "/tours/index.html.br",
      "/index.html",
    ];
    for (const target of targets) expectRefused(await get(server.port, target), target);
    // In the query string a path means nothing: an unknown post id shows the
    // blog's list (SPEC), never a file.
    for (const target of ["/blog?post=../../package", "/blog?post=..%2f..%2fpackage.json", "/blog?post=%zz"]) {
      const response = await get(server.port, target);
      expect(response.status, target).toBe(200);
      for (const marker of OUTSIDE) expect(response.body, `${target} leaked "${marker}"`).not.toContain(marker);
    }
  });

  test("invalid percent-encoding, a 9 KB path, oversized headers", async () => {
    for (const target of ["/%E0%A4%A", "/%zz", "/tours%", "/assets/%ff%fe.js", "/img/%", "/%uFFFF"]) {
      expectRefused(await get(server.port, target), target);
    }
    expectRefused(await get(server.port, `/${"a".repeat(9 * 1024)}`), "9 KB path");
    expectRefused(await get(server.port, `/assets/${"%2e".repeat(3000)}`), "9 KB of encoded dots");
    expectRefused(await get(server.port, "/", { "X-Filler": "a".repeat(20 * 1024) }), "20 KB header");
    const many: Record<string, string> = {};
    for (let i = 0; i < 400; i++) many[`X-H${i}`] = "b".repeat(60);
    expectRefused(await get(server.port, "/", many), "400 headers");
  });

  test("a bad Host header is 400 on pre-rendered and rendered pages alike", async () => {
    for (const host of ["a b", "<script>", "::::", "", "example.com:99999999", "x".repeat(300), "exa_mple.com/x"]) {
      for (const target of ["/", "/booking?itemId=562630", "/no-such-page", "/blog?post=jerry-fox"]) {
        const response = await get(server.port, target, { Host: host });
        expectRefused(response, `Host "${host.slice(0, 20)}" ${target}`);
      }
      const forwarded = await get(server.port, "/booking?itemId=562630", { "X-Forwarded-Host": host || " " });
      expectRefused(forwarded, `X-Forwarded-Host "${host.slice(0, 20)}"`);
    }
  });

  test("unknown and unused methods", async () => {
    for (const method of ["PROPFIND", "TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "FOO", "MKCOL", "SEARCH"]) {
      for (const target of ["/", "/booking?itemId=562630", "/api/v1.0/email/send", "/newsletter/subscribe"]) {
        expectRefused(await get(server.port, target, {}, method), `${method} ${target}`);
      }
    }
  });

  test("oversized or malformed bodies on every POST endpoint", async () => {
    const big = "a".repeat(2 * 1024 * 1024);
    const bodies: [string | null, string | Buffer, string[]?][] = [
      ["application/json", "{bad"],
      ["application/json", "[1,2,3]"],
      ["application/json", "null"],
      ["application/json", ""],
      ["application/json", `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`],
      ["application/json", `{"service_id":"x","template_params":"${big}"}`],
      ["application/json", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
      ["text/plain", "hello"],
      [null, "hello"],
      ["multipart/form-data; boundary=x", "garbage"],
      ["multipart/form-data", "--x\r\nContent-Disposition: form-data; name=EMAIL\r\n\r\na@b.co\r\n--x--"],
      ["application/x-www-form-urlencoded", "EMAIL=%zz&FNAME=%E0%A4%A"],
      ["application/x-www-form-urlencoded", `EMAIL=${big}`],
      ["application/x-www-form-urlencoded", ""],
      ["application/json", "5\r\n{bad}\r\n0\r\n\r\n", ["Transfer-Encoding: chunked"]],
    ];
    for (const target of ["/api/v1.0/email/send", "/newsletter/subscribe"]) {
      for (const [type, body, extra] of bodies) {
        const response = await post(server.port, target, type, body, extra);
        expectRefused(response, `POST ${target} ${type} ${String(body).slice(0, 30)}`);
      }
    }
    // Bodies of the wrong kind or size on every endpoint that writes (the route actions of the forms too).
    const large = "x".repeat(100_000);
    const wrong: [string, string][] = [
      ["application/json", '{"EMAIL": "json@visitor.test"}'],
      ["text/plain", "EMAIL=plain@visitor.test"],
      ["multipart/form-data; boundary=abc", "--xyz\r\nnot a part\r\n--xyz--"],
      ["application/x-www-form-urlencoded", `EMAIL=big@visitor.test&FNAME=${large}`],
      ["application/json", JSON.stringify({ ...localEmailSend("big@visitor.test"), padding: large })],
      ["application/octet-stream", "\u0000\u0001\u0002"],
    ];
    for (const target of ["/api/v1.0/email/send", "/newsletter/subscribe", "/contact", "/survey"])
      for (const [type, body] of wrong)
        expectRefused(await post(server.port, target, type, body), `POST ${target} ${type} ${body.slice(0, 30)}`);
    // Form posts to pages without an endpoint.
    for (const target of ["/", "/tours", "/no-such-page"]) {
      expectRefused(await post(server.port, target, "application/x-www-form-urlencoded", "a=1"), `POST ${target}`);
    }
    expect(outboxRecords(outbox)).toEqual([]);

    // A filled honeypot is answered OK, as a person's message would be, and recorded as spam.
    const bot = await post(
      server.port,
      "/api/v1.0/email/send",
      "application/json",
      JSON.stringify(localEmailSend("bot@visitor.test", { [HONEYPOT_FIELD]: "http://spam.test" })),
    );
    expect(bot.status).toBe(200);
    expect(bot.body).toMatch(/^(?:2\r\n)?OK(?:\r\n0\r\n\r\n)?$/); // "OK", perhaps in one chunk
    expect(outboxRecords(outbox)).toEqual([
      expect.objectContaining({
        kind: "email",
        spam: true,
        purpose: "notification",
        data: expect.objectContaining({ email: "bot@visitor.test" }),
      }),
    ]);
  });

  test("a post from another site's page is refused with 403 on every endpoint and writes nothing (issue 40 item 3)", async () => {
    const before = outboxRecords(outbox).length;
    const bodies: Record<string, [string, string]> = {
      "/api/v1.0/email/send": ["application/json", JSON.stringify(localEmailSend("cross-site@visitor.test"))],
      "/newsletter/subscribe": [
        "application/x-www-form-urlencoded",
        "EMAIL=cross-site%40visitor.test&FNAME=Ada&CONSENT=true",
      ],
      "/contact": ["application/x-www-form-urlencoded", "name=Ada&email=cross-site%40visitor.test&consent=on"],
      "/survey": ["application/x-www-form-urlencoded", "name=Ada&email=cross-site%40visitor.test"],
    };
    for (const [target, [type, body]] of Object.entries(bodies)) {
      for (const headers of [["Origin: https://evil.example"], ["Sec-Fetch-Site: cross-site"]]) {
        const response = await post(server.port, target, type, body, headers);
        expect(response.status, `${target} ${headers[0]}`).toBe(403);
        expect(response.body).toContain("Forbidden: the site's forms can only be sent from the site's own pages.");
      }
    }
    expect(outboxRecords(outbox)).toHaveLength(before);
    // The site's own page is let through (the forms' own tests post through the browser).
    const own = await post(server.port, "/newsletter/subscribe", "application/x-www-form-urlencoded", "EMAIL=x", [
      `Origin: http://127.0.0.1:${server.port}`,
    ]);
    expect(own.status).toBe(400);
  });

  test("an aborted download is not an error, and the server keeps serving without logging a 500", async () => {
    const assetsDir = path.join(root, "build/client/assets");
    const largest = readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size)[0];
    for (const target of [`/assets/${largest}`, "/tours", "/blog?post=jerry-fox", "/booking?itemId=562630"]) {
      for (let i = 0; i < 5; i++) {
        await new Promise<void>((resolve) => {
          const socket = net.connect(server.port, "127.0.0.1", () => {
            socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`);
          });
          // Hang up after the first bytes of the answer (or at once, mid-render).
          socket.once("data", () => socket.destroy());
          if (i % 2) setImmediate(() => socket.destroy());
          socket.on("close", () => resolve());
          socket.on("error", () => undefined);
        });
      }
    }
    for (const target of ["/", "/tours", "/blog?post=jerry-fox", "/booking?itemId=562630"]) {
      const response = await get(server.port, target);
      expect(response.status, target).toBe(200);
    }
    expect((await get(server.port, "/no-such-page")).status).toBe(404);
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/^500 /m);
    expect(server.stderr()).not.toMatch(/TypeError|RangeError|URIError/);
  });
});
