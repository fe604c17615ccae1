// @vitest-environment node
// The start-up refusals of `node server/index.ts` (issue 19, issue 39 item 3):
// the launch functions themselves with a stubbed process.exit, instead of a
// server process started to watch it stop. The placeholders listed are the
// spec's launch content (tests/fixtures/launch-content).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Outbox } from "../app/lib/messages/outbox.server.ts";
import { reportLaunch, settingsOrExit, type BuildPublicConfig } from "./launch.ts";
import { readServerSettings } from "./settings.ts";

class Exit extends Error {
  readonly code: number | string | null | undefined;
  constructor(code: number | string | null | undefined) {
    super(`process.exit(${code})`);
    this.code = code;
  }
}

let errors: string[];
let logs: string[];
beforeEach(() => {
  errors = [];
  logs = [];
  vi.spyOn(process, "exit").mockImplementation((code) => {
    throw new Exit(code);
  });
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void logs.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

/** What exit code the call ended the process with (undefined: it returned). */
function exitCodeOf(run: () => unknown): number | string | null | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof Exit) return error.code;
    throw error;
  }
}

describe("settingsOrExit", () => {
  it.each([
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY=yes must be the number of proxies in front of the server"],
    [
      { SMTP_URL: "smtp://user:secret@127.0.0.1:2525", MAIL_FROM: "a@b.test" },
      "MAIL_TO is required when SMTP_URL is set.",
    ],
    [{ OUTBOX_RETENTION_DAYS: "-3" }, "OUTBOX_RETENTION_DAYS=-3 must be a whole number of days"],
    [
      { SMTP_URL: "http://secret@host", MAIL_FROM: "a@b.test", MAIL_TO: "c@d.test" },
      "SMTP_URL must be an smtp:// or smtps:// URL",
    ],
  ])("%o stops the start with a line naming the variable", (env, line) => {
    expect(exitCodeOf(() => settingsOrExit(env))).toBe(1);
    expect(errors.join("\n")).toContain(`Cannot start the server: ${line}`);
    // A password in SMTP_URL is never echoed.
    expect(errors.join("\n")).not.toContain("secret");
  });

  it("returns the settings when every variable is valid", () => {
    expect(exitCodeOf(() => settingsOrExit({ TRUST_PROXY: "1" }))).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe("reportLaunch", () => {
  const publicConfig: BuildPublicConfig = {
    brandName: "NYC Cat History Tours",
    siteUrl: "http://localhost:3000",
    booking: { origin: "https://fareharbor.com" },
    emailService: { publicKey: "", templateConfirm: "", templateAdmin: "", surveyTemplateId: "" },
  };
  const outbox = { file: "/srv/data/outbox.db" } as Outbox;
  const PLACEHOLDERS = [
    "VITE_SITE_URL is http://localhost:3000",
    "booking.shortname is the placeholder 'example-shortname'",
    "contact.email is the placeholder hello@example.com",
    'season: "Summer 2025" ended on 2025-09-30',
    "no e-mail delivery configured (neither the EmailJS keys VITE_EMAILJS_* nor SMTP_URL)",
    "reviews[0]: Hannah L. (sample: true)",
    "team.members[0]: Samuel Brandt (sample: true)",
  ];

  it.each(["", "1"])(
    "LAUNCH_STRICT=%j (the default) refuses to start while placeholders remain, listing them",
    (value) => {
      // The server always runs as production (server/index.ts), where strict is the default.
      const settings = readServerSettings({ LAUNCH_STRICT: value, NODE_ENV: "production" });
      expect(exitCodeOf(() => reportLaunch(publicConfig, settings, outbox))).toBe(1);
      const stderr = errors.join("\n");
      for (const line of PLACEHOLDERS) expect(stderr).toContain(line);
      expect(stderr).toContain("LAUNCH_STRICT: refusing to start while placeholders remain");
      expect(logs.join("\n")).not.toContain("Serving");
    },
  );

  it("warns of an editor without a host of its own, and still starts strict when nothing else is left (issue 41 item 2)", () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), "launch-ready-"));
    try {
      // Content with no placeholder left: the company's facts, no sample entry.
      writeFileSync(
        path.join(contentDir, "site-facts.yaml"),
        "contact:\n  email: hello@cathistorytours.test\nbooking:\n  shortname: cathistorytours\n",
      );
      const ready = {
        NODE_ENV: "production",
        SMTP_URL: "smtps://tours:secret@smtp.mail.test:465",
        MAIL_FROM: "tours@cathistorytours.test",
        MAIL_TO: "office@cathistorytours.test",
        CMS_GITHUB_REPO: "cathistorytours/website",
        CMS_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
        CMS_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
      };
      const site = { ...publicConfig, siteUrl: "https://www.cathistorytours.test" };
      const start = (env: Record<string, string>) =>
        exitCodeOf(() => reportLaunch(site, readServerSettings(env), outbox, { contentDir }));
      expect(start(ready)).toBeUndefined();
      expect(errors).toEqual([]);
      expect(logs).toEqual([
        "Warning: CMS_HOST is not set: the content editor at /admin shares the public site's origin, where Decap keeps the editor's GitHub token in localStorage beside the booking provider's script and, after consent, Google Analytics; give it a host of its own (CMS_HOST=edit.yourdomain.com), or set CMS_EDITOR=off.",
      ]);
      logs.length = 0;
      expect(start({ ...ready, CMS_HOST: "edit.cathistorytours.test" })).toBeUndefined();
      expect(logs).toEqual([]);
      // Off: no editor line, no warning; on without its settings: the strict start names them.
      const {
        CMS_GITHUB_REPO: _repo,
        CMS_GITHUB_CLIENT_ID: _id,
        CMS_GITHUB_CLIENT_SECRET: _secret,
        ...noEditor
      } = ready;
      expect(start({ ...noEditor, CMS_EDITOR: "off" })).toBeUndefined();
      expect([...logs, ...errors]).toEqual([]);
      expect(start({ ...noEditor, CMS_HOST: "edit.cathistorytours.test" })).toBe(1);
      expect(errors.join("\n")).toContain(
        "the content editor is not configured (CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET not set)",
      );
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it("LAUNCH_STRICT=0 starts a preview anyway and says so beside the placeholders", () => {
    const settings = readServerSettings({ LAUNCH_STRICT: "0" });
    expect(exitCodeOf(() => reportLaunch(publicConfig, settings, outbox))).toBeUndefined();
    const stdout = logs.join("\n");
    for (const line of PLACEHOLDERS) expect(stdout).toContain(line);
    expect(stdout).toContain("LAUNCH_STRICT=0: starting anyway, with the placeholders above");
    expect(stdout).toContain("contact and survey messages are kept only on this disk, in /srv/data/outbox.db");
  });
});
