// @vitest-environment node
// `npm run launch-check` as a process: the default configuration lists every
// placeholder and exits 1; a fully configured environment with content whose
// samples were replaced exits 0. The counts and entries are the spec's launch
// content (tests/fixtures/launch-content): the company replacing a sample in
// app/content changes the live report, never this test.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { factPlaceholders, launchFindings, launchWarnings, privacyDrift } from "./launch-check.ts";
import { readServerSettings, type EditorPlace, type EditorSettings } from "./settings.ts";
import { LAUNCH_CONTENT_DIR } from "../app/content/content-dir.ts";

const root = path.resolve(import.meta.dirname, "..");
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function launchCheck(env: Record<string, string>, args: string[] = []) {
  // A clean environment: nothing of the caller's VITE_* or SMTP settings leaks in.
  const result = spawnSync(process.execPath, ["scripts/launch-check.mjs", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", CONTENT_DIR: LAUNCH_CONTENT_DIR, ...env },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A copy of the launch content with every `sample: true` line removed (the company
 * replaced the samples) and the company's own facts in site-facts.yaml: its
 * e-mail, shortname, links and day-of phone number, and a season that runs until `seasonEnd`.
 */
function contentWithoutSamples(seasonEnd = "2099-12-31"): string {
  const dir = mkdtempSync(path.join(tmpdir(), "launch-content-"));
  temporary.push(dir);
  cpSync(path.join(root, LAUNCH_CONTENT_DIR), dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".yaml")) continue;
    const full = path.join(dir, file);
    writeFileSync(full, readFileSync(full, "utf8").replace(/^\s*sample: true\n/gm, ""));
  }
  const facts = path.join(dir, "site-facts.yaml");
  writeFileSync(
    facts,
    readFileSync(facts, "utf8")
      .replace("email: hello@example.com", "email: hello@cathistorytours.test")
      .replace("shortname: example-shortname", "shortname: cathistorytours")
      .replace("https://forms.example.com/jerry-fox-plaque", "https://forms.cathistorytours.test/jerry-fox")
      .replace("https://drive.example.com/cat-history-tours-press-kit", "https://drive.cathistorytours.test/press-kit")
      .replace("call: (212) 555-0142", "call: (718) 555-2368")
      .replace(/^ {4}name: Summer 2025$/m, "    name: Summer 2099")
      .replace(/^ {4}end: .*$/m, `    end: "${seasonEnd}"`),
  );
  return dir;
}

const configured = {
  VITE_SITE_URL: "https://www.cathistorytours.test",
  SMTP_URL: "smtps://tours:secret@smtp.mail.test:465",
  MAIL_FROM: "NYC Cat History Tours <tours@cathistorytours.test>",
  MAIL_TO: "office@cathistorytours.test",
  CMS_GITHUB_REPO: "cathistorytours/website",
  CMS_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  CMS_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  CMS_HOST: "edit.cathistorytours.test",
};

/** The warning of an editor on the public origin (issue 41 item 2): listed, never a finding. */
const CMS_HOST_WARNING =
  "Warning: CMS_HOST is not set: the content editor at /admin shares the public site's origin, where Decap keeps the editor's GitHub token in localStorage beside the booking provider's script and, after consent, Google Analytics; give it a host of its own (CMS_HOST=edit.yourdomain.com), or set CMS_EDITOR=off.";

describe("npm run launch-check", () => {
  it("lists every placeholder of the default configuration, file by file, and exits 1", () => {
    const { code, stdout } = launchCheck({});
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Launch check: 57 placeholder\(s\) still in force\n/);
    for (const line of [
      "  app/lib/config/config.ts (build settings, VITE_*)",
      "    - VITE_SITE_URL is http://localhost:3000: canonical URLs, the sitemap and structured data point at this machine",
      // The company's facts are content (app/content/site-facts.yaml): placeholders and a season long over.
      `  ${LAUNCH_CONTENT_DIR}/site-facts.yaml (site facts)`,
      "    - contact.email is the placeholder hello@example.com: mailto links, the footer and structured data",
      "    - booking.shortname is the placeholder 'example-shortname': every booking link and calendar fails",
      "    - links.petitionForm is the placeholder https://forms.example.com/jerry-fox-plaque: the petition page's form link",
      "    - links.pressKit is the placeholder https://drive.example.com/cat-history-tours-press-kit: the press kit's download folder",
      // Issue 41 item 6: the number for the day, a 555-01xx sample until the company sets its own.
      "    - phone.call is the placeholder (212) 555-0142: the tour-day card, the meeting point and the status banner offer the e-mail instead of a number to call on the day",
      '    - season: "Summer 2025" ended on 2025-09-30',
      "  server settings (environment)",
      "    - no e-mail delivery configured (neither the EmailJS keys VITE_EMAILJS_* nor SMTP_URL)",
      "    - the content editor is not configured (CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET not set): /admin cannot sign in with GitHub, so only a developer can change the content",
      `  ${LAUNCH_CONTENT_DIR}/testimonials.yaml`,
      "    - reviews[0]: Hannah L. (sample: true)",
      "    - reviews[9]: Gregory A. (sample: true)",
      `  ${LAUNCH_CONTENT_DIR}/about.yaml`,
      "    - team.members[0]: Samuel Brandt (sample: true)",
      "    - team.members[3]: Lucia Moreno (sample: true)",
      `  ${LAUNCH_CONTENT_DIR}/press.yaml`,
      "    - outlets[0]: The New York Times (sample: true)",
      "    - articles[10]: Brownstone Stoops and the Cats of Brooklyn Heights (sample: true)",
      `  ${LAUNCH_CONTENT_DIR}/gallery.yaml`,
      "    - video: Cat history tours bring New York's past to life, one whisker at a time (sample: true)",
      // Issue 31: the sample policy and the stand-in meeting-point photos, until the company replaces them.
      `  ${LAUNCH_CONTENT_DIR}/policy.yaml`,
      "    - (top) (sample: true)",
      `  ${LAUNCH_CONTENT_DIR}/tours.yaml`,
      "    - tours[0].meetingPlace: Walt Whitman Park (sample: true)",
      // Issue 31 item 7: the gift-card shop's placeholder address.
      `  ${LAUNCH_CONTENT_DIR}/gift.yaml`,
      "    - shop (sample: true)",
    ]) {
      expect(stdout).toContain(line);
    }
    expect(stdout.match(/\(sample: true\)/g)).toHaveLength(48);
  });

  it("exits 0 once every setting is real and no sample content is left", () => {
    const { code, stdout } = launchCheck(configured, ["--content", contentWithoutSamples()]);
    expect({ code, stdout }).toEqual({ code: 0, stdout: "Launch check: no placeholders left. Ready to launch.\n" });
  });

  it("warns, without failing, while the editor shares the public origin (no CMS_HOST; issue 41 item 2)", () => {
    const { CMS_HOST: _host, ...sameOrigin } = configured;
    const { code, stdout } = launchCheck(sameOrigin, ["--content", contentWithoutSamples()]);
    expect({ code, stdout }).toEqual({
      code: 0,
      stdout: `Launch check: no placeholders left. Ready to launch.\n${CMS_HOST_WARNING}\n`,
    });
  });

  it("lists that warning after the findings, not counted among them", () => {
    const { CMS_HOST: _host, ...sameOrigin } = configured;
    const { code, stdout } = launchCheck(sameOrigin);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Launch check: 54 placeholder\(s\) still in force\n/);
    expect(stdout.endsWith(`then run \`npm run launch-check\` again.\n\n${CMS_HOST_WARNING}\n`)).toBe(true);
  });

  it("counts the EmailJS keys as e-mail delivery, and still lists sample content", () => {
    const { SMTP_URL: _smtp, MAIL_FROM: _from, MAIL_TO: _to, ...withoutSmtp } = configured;
    const { code, stdout } = launchCheck({ ...withoutSmtp, VITE_EMAILJS_PUBLIC_KEY: "pk_live_123" });
    expect(code).toBe(1);
    expect(stdout).not.toContain("no e-mail delivery configured");
    expect(stdout).not.toContain("VITE_SITE_URL");
    expect(stdout).toMatch(/^Launch check: 54 placeholder\(s\) still in force\n/);
  });

  it("fails on a season that has ended, with everything else ready (a strict start refuses the same)", () => {
    const { code, stdout } = launchCheck(configured, ["--content", contentWithoutSamples("2025-09-30")]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Launch check: 1 placeholder\(s\) still in force\n/);
    expect(stdout).toContain('    - season: "Summer 2099" ended on 2025-09-30 (today is ');
  });

  it("tells a deployment that still sets a former setting where the fact lives now", () => {
    const { code, stderr } = launchCheck({ ...configured, VITE_CONTACT_EMAIL: "hello@cathistorytours.test" });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `VITE_CONTACT_EMAIL is no longer a setting: edit app/content/site-facts.yaml (the editor's "Site facts")`,
    );
  });

  it("stops on a malformed setting, naming the variable", () => {
    const { code, stderr } = launchCheck({ VITE_SITE_URL: "www.cathistorytours.test" });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'VITE_SITE_URL="www.cathistorytours.test" must be an absolute http(s):// URL, e.g. https://www.yourdomain.com',
    );
  });
});

describe("the launch check and the content editor's sign-in (issue 30 item 6)", () => {
  const publicConfig = { siteUrl: configured.VITE_SITE_URL, emailService: { publicKey: "" } };
  const editorLines = (settings: Partial<EditorSettings & EditorPlace>) =>
    launchFindings({
      publicConfig,
      settings: { OUTBOX_DIR: "data", SMTP_URL: configured.SMTP_URL, ...settings },
      contentDir: contentWithoutSamples(),
    }).flatMap((section) => section.items.map((item) => `${section.file}: ${item}`));

  it("lists the editor as not configured, naming each missing setting, until all three are set", () => {
    expect(editorLines({})).toEqual([
      "server settings (environment): the content editor is not configured (CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET not set): /admin cannot sign in with GitHub, so only a developer can change the content",
    ]);
    expect(editorLines({ CMS_GITHUB_REPO: configured.CMS_GITHUB_REPO })).toEqual([
      "server settings (environment): the content editor is not configured (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET not set): /admin cannot sign in with GitHub, so only a developer can change the content",
    ]);
    expect(
      editorLines({
        CMS_GITHUB_REPO: configured.CMS_GITHUB_REPO,
        CMS_GITHUB_CLIENT_ID: configured.CMS_GITHUB_CLIENT_ID,
        CMS_GITHUB_CLIENT_SECRET: configured.CMS_GITHUB_CLIENT_SECRET,
      }),
    ).toEqual([]);
  });

  it("lists nothing of the editor when it is off (CMS_EDITOR=off, issue 41 item 5), and names the settings when on", () => {
    const lines = (value: string) => editorLines({ CMS_EDITOR: readServerSettings({ CMS_EDITOR: value }).CMS_EDITOR });
    expect(lines("off")).toEqual([]);
    for (const value of ["", "on"]) {
      expect(lines(value), value).toEqual([
        "server settings (environment): the content editor is not configured (CMS_GITHUB_REPO, CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET not set): /admin cannot sign in with GitHub, so only a developer can change the content",
      ]);
    }
  });

  it("warns while the editor is on and has no host of its own, whatever else is set", () => {
    expect(launchWarnings(readServerSettings({}))).toEqual([CMS_HOST_WARNING.replace(/^Warning: (.*)\.$/, "$1")]);
    expect(launchWarnings(readServerSettings({ CMS_HOST: configured.CMS_HOST }))).toEqual([]);
    expect(launchWarnings(readServerSettings({ CMS_EDITOR: "off" }))).toEqual([]);
  });
});

describe("the launch check and the number for the day (issue 41 item 6)", () => {
  /** The phone facts of a copy of the launch content with everything else real. */
  const phoneLines = (phone: string) => {
    const dir = contentWithoutSamples();
    const facts = path.join(dir, "site-facts.yaml");
    // The facts are the file's `en:` block: its keys two spaces in, theirs four.
    const lines = phone.replace(/^(?=.)/gm, "  ");
    writeFileSync(facts, readFileSync(facts, "utf8").replace(/^ {2}phone:\n(?: {4}.*\n)+/m, `  phone:\n${lines}`));
    return factPlaceholders(dir);
  };

  it("lists a real number the company left marked sample, and a text number reserved for fiction", () => {
    expect(phoneLines("  call: (718) 555-2368\n")).toEqual([]);
    expect(phoneLines("  call: (718) 555-2368\n  sample: true\n")).toEqual([
      'phone.call (718) 555-2368 is still marked "sample: true", so the tour-day card, the meeting point and the status banner offer the e-mail instead of a number to call on the day',
    ]);
    expect(phoneLines("  call: (718) 555-2368\n  textOrWhatsApp: +1 646 555 0199\n")).toEqual([
      "phone.textOrWhatsApp is the placeholder +1 646 555 0199: no page offers it",
    ]);
  });

  it("lists the phone once, in the facts' section, not again among the samples", () => {
    const sections = launchFindings({
      publicConfig: { siteUrl: configured.VITE_SITE_URL, emailService: { publicKey: "" } },
      settings: { OUTBOX_DIR: "data", SMTP_URL: configured.SMTP_URL },
      contentDir: path.join(root, LAUNCH_CONTENT_DIR),
    });
    const lines = sections.flatMap((section) => section.items);
    expect(lines.filter((line) => line.includes("555-0142"))).toHaveLength(1);
    // The facts' section is "…/site-facts.yaml (site facts)"; a samples' section would be the bare file.
    expect(sections.map((section) => section.file).filter((file) => file.endsWith("site-facts.yaml"))).toEqual([]);
  });
});

describe("the season check reads the clock tests set", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // Every setting real, the editor's sign-in too: the season is all that can be listed.
  const settings = {
    SMTP_URL: configured.SMTP_URL,
    OUTBOX_DIR: "data",
    CMS_GITHUB_REPO: configured.CMS_GITHUB_REPO,
    CMS_GITHUB_CLIENT_ID: configured.CMS_GITHUB_CLIENT_ID,
    CMS_GITHUB_CLIENT_SECRET: configured.CMS_GITHUB_CLIENT_SECRET,
  };
  const publicConfig = { siteUrl: "https://www.cathistorytours.test", emailService: { publicKey: "" } };

  it("passes through the season's last day in New York and fails from the day after", () => {
    const contentDir = contentWithoutSamples("2026-06-30");
    // 23:30 on June 30 in New York is already July 1 in UTC: still the season.
    vi.useFakeTimers({ now: new Date("2026-07-01T03:30:00Z") });
    expect(launchFindings({ publicConfig, settings, contentDir })).toEqual([]);
    vi.setSystemTime(new Date("2026-07-01T04:30:00Z")); // 00:30 on July 1 in New York
    expect(launchFindings({ publicConfig, settings, contentDir })).toEqual([
      {
        file: `${path.relative(process.cwd(), path.join(contentDir, "site-facts.yaml"))} (site facts)`,
        items: [
          'season: "Summer 2099" ended on 2026-06-30 (today is 2026-07-01): the announcement, the home banner and the tours page still sell it',
        ],
      },
    ]);
  });

  it("lists the sample season of the launch content as ended by November 2026", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
    expect(factPlaceholders()).toContain(
      'season: "Summer 2025" ended on 2025-09-30 (today is 2026-11-25): the announcement, the home banner and the tours page still sell it',
    );
    vi.setSystemTime(new Date("2025-09-30T12:00:00Z"));
    expect(factPlaceholders().some((item) => item.startsWith("season:"))).toBe(false);
  });
});

describe("the settings /privacy was built with (issue 32)", () => {
  const serverBuild = (settings: Record<string, number> | null) => {
    const dir = mkdtempSync(path.join(tmpdir(), "privacy-build-"));
    if (settings) writeFileSync(path.join(dir, "privacy-settings.json"), JSON.stringify(settings));
    return dir;
  };
  const built = {
    OUTBOX_RETENTION_DAYS: 30,
    OUTBOX_FAILED_RETENTION_DAYS: 90,
    OUTBOX_SPAM_RETENTION_DAYS: 7,
    OUTBOX_NEWSLETTER_RETENTION_DAYS: 180,
    API_RATE_LIMIT_WINDOW_MS: 10_000,
    API_RATE_LIMIT_MAX: 10,
    API_DAILY_POST_MAX: 100,
    DELIVERY_MAX_TRIES: 8,
  };

  it("agree with a server on the same settings, and name each that differs", () => {
    expect(privacyDrift(serverBuild(built), readServerSettings({}))).toEqual([]);
    expect(privacyDrift(serverBuild(built), readServerSettings({ OUTBOX_NEWSLETTER_RETENTION_DAYS: "365" }))).toEqual([
      "OUTBOX_NEWSLETTER_RETENTION_DAYS is 365 on this server, but /privacy was built with 180: the privacy notice states the built value; rebuild with the same setting",
    ]);
  });

  it("say so when the build does not carry them", () => {
    expect(privacyDrift(serverBuild(null), readServerSettings({}))).toEqual([
      "privacy-settings.json is missing from the build: rebuild, so /privacy states this server's retention",
    ]);
  });
});
