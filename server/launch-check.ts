// The launch check: every placeholder still in force, file by file: the
// public build settings (VITE_*), the server's delivery settings, the
// company's facts (app/content/site-facts.yaml: a placeholder e-mail,
// shortname, link or day-of phone number, a season that has ended) and every
// other content entry marked `sample: true`. `npm run launch-check` prints it and
// exits 1 while anything remains; a production start prints the same block
// (LAUNCH_STRICT=1: refuses to start). Warnings (launchWarnings) are printed
// beside it and never fail either.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { contentDir } from "../app/content/content-dir.ts";
import {
  hostOf,
  isExampleHost,
  publicPlaceholders,
  type PublicLaunchValues,
} from "../app/lib/config/public-settings.ts";
import {
  BUILT_PRIVACY_SETTINGS_FILE,
  privacySettingsDrift,
  type PrivacySettings,
} from "../app/lib/config/privacy-settings.ts";
import { isFictionalNumber } from "../app/lib/domain/day-phone.ts";
import { missingEditorSettings, type EditorPlace, type EditorSettings, type ServerSettings } from "./settings.ts";

export type LaunchSection = { file: string; items: string[] };

/** The content folder this process reads (CONTENT_DIR, default app/content). */
export const defaultContentDir = contentDir();

const labelKeys = ["name", "author", "title", "alt", "publication", "embedUrl", "quote"];

function label(entry: Record<string, unknown>): string {
  for (const key of labelKeys) {
    const value = entry[key];
    if (typeof value === "string" && value.trim()) {
      const text = value.trim().replace(/\s+/g, " ");
      return text.length > 70 ? `${text.slice(0, 70)}…` : text;
    }
  }
  return "";
}

/** `reviews[3]` style paths of every object with `sample: true` in a parsed YAML tree. */
function samples(node: unknown, at: string, found: string[]) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => samples(item, `${at}[${index}]`, found));
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const entry = node as Record<string, unknown>;
  if (entry.sample === true) {
    const name = label(entry);
    found.push(`${at || "(top)"}${name ? `: ${name}` : ""} (sample: true)`);
  }
  for (const [key, value] of Object.entries(entry)) samples(value, at ? `${at}.${key}` : key, found);
}

/** The facts' placeholders as a report section (none when there are none). */
export function factSections(contentDir: string = defaultContentDir, now: Date = new Date()): LaunchSection[] {
  const items = factPlaceholders(contentDir, now);
  const file = path.relative(process.cwd(), path.join(contentDir, FACTS_FILE)) || FACTS_FILE;
  return items.length > 0 ? [{ file: `${file} (site facts)`, items }] : [];
}

/**
 * Content entries marked `sample: true`, one section per YAML file under
 * `contentDir`; the site facts' samples (the phone number) are in the facts'
 * own section, with what they stand for.
 */
export function contentSamples(contentDir: string = defaultContentDir): LaunchSection[] {
  const sections: LaunchSection[] = [];
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$/.test(file) && file !== FACTS_FILE)
    .sort();
  for (const file of files) {
    const found: string[] = [];
    // A translated file's samples are in its English block (`en:`, decision 035), the only place facts are.
    const data = parse(readFileSync(path.join(contentDir, file), "utf8")) as { en?: unknown } | null;
    samples(data?.en ?? data, "", found);
    if (found.length > 0) {
      sections.push({ file: path.relative(process.cwd(), path.join(contentDir, file)) || file, items: found });
    }
  }
  return sections;
}

const FACTS_FILE = "site-facts.yaml";

/** The value at a dotted path of a parsed YAML tree. */
function valueAt(tree: unknown, dotted: string): unknown {
  let node = tree;
  for (const key of dotted.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** The value at a dotted path of a parsed YAML tree, if it is a string. */
function textAt(tree: unknown, dotted: string): string {
  const node = valueAt(tree, dotted);
  return typeof node === "string" ? node.trim() : "";
}

/** Today's date as YYYY-MM-DD in New York, where the tours run. */
export function newYorkDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}

/**
 * The company's facts still at their placeholders, and a season that has
 * ended: read from the content folder's site-facts.yaml (validated by the
 * build; read here as plain YAML, like the samples). `now` is the clock tests
 * set (vi.setSystemTime); the season has ended once New York's date is past
 * its `end`.
 */
export function factPlaceholders(contentDir: string = defaultContentDir, now: Date = new Date()): string[] {
  // The facts are the file's English block (Decap's single_file i18n: `en:`, `es:`; app/content/site-facts-load.ts).
  const facts: unknown = (parse(readFileSync(path.join(contentDir, FACTS_FILE), "utf8")) as { en?: unknown } | null)
    ?.en;
  const found: string[] = [];
  const email = textAt(facts, "contact.email");
  if (isExampleHost(email.split("@")[1] ?? ""))
    found.push(`contact.email is the placeholder ${email}: mailto links, the footer and structured data`);
  const shortname = textAt(facts, "booking.shortname");
  if (shortname === "example-shortname")
    found.push("booking.shortname is the placeholder 'example-shortname': every booking link and calendar fails");
  const petition = textAt(facts, "links.petitionForm");
  if (isExampleHost(hostOf(petition)))
    found.push(`links.petitionForm is the placeholder ${petition}: the petition page's form link`);
  const pressKit = textAt(facts, "links.pressKit");
  if (isExampleHost(hostOf(pressKit)))
    found.push(`links.pressKit is the placeholder ${pressKit}: the press kit's download folder`);
  // The number for the day: a 555-01xx sample (reserved for fiction) or one still marked `sample: true`.
  const phone = textAt(facts, "phone.call");
  const instead =
    "the tour-day card, the meeting point and the status banner offer the e-mail instead of a number to call on the day";
  if (isFictionalNumber(phone)) found.push(`phone.call is the placeholder ${phone}: ${instead}`);
  else if (valueAt(facts, "phone.sample") === true)
    found.push(`phone.call ${phone} is still marked "sample: true", so ${instead}`);
  const text = textAt(facts, "phone.textOrWhatsApp");
  if (text && isFictionalNumber(text)) found.push(`phone.textOrWhatsApp is the placeholder ${text}: no page offers it`);
  const season = textAt(facts, "season.name");
  const end = textAt(facts, "season.end");
  const today = newYorkDate(now);
  if (end && today > end)
    found.push(
      `season: "${season}" ended on ${end} (today is ${today}): the announcement, the home banner and the tours page still sell it`,
    );
  return found;
}

export function launchFindings({
  publicConfig,
  settings,
  contentDir = defaultContentDir,
  now = new Date(),
}: {
  publicConfig: PublicLaunchValues & { emailService: { publicKey: string } };
  settings: Pick<ServerSettings, "SMTP_URL" | "OUTBOX_DIR"> & Partial<EditorSettings & EditorPlace>;
  contentDir?: string;
  /** The clock: the season check compares the season's end with it. */
  now?: Date;
}): LaunchSection[] {
  const sections: LaunchSection[] = [];
  const build = publicPlaceholders(publicConfig);
  if (build.length > 0) sections.push({ file: "app/lib/config/config.ts (build settings, VITE_*)", items: build });
  const server: string[] = [];
  if (!publicConfig.emailService.publicKey.trim() && !settings.SMTP_URL) {
    server.push(
      `no e-mail delivery configured (neither the EmailJS keys VITE_EMAILJS_* nor SMTP_URL): contact and survey messages are kept only on this disk, in ${path.resolve(settings.OUTBOX_DIR)}`,
    );
  }
  const editor = editorProblem(settings);
  if (editor) server.push(editor);
  if (server.length > 0) sections.push({ file: "server settings (environment)", items: server });
  sections.push(...factSections(contentDir, now));
  return [...sections, ...contentSamples(contentDir)];
}

/**
 * The content editor's sign-in (issue 30 item 6): which of its settings are missing, or undefined.
 * With the editor off (CMS_EDITOR=off, issue 41 item 5) there is no /admin, so nothing to list.
 */
export function editorProblem(settings: Partial<EditorSettings & EditorPlace>): string | undefined {
  if (settings.CMS_EDITOR === false) return undefined;
  const missing = missingEditorSettings(settings);
  if (missing.length === 0) return undefined;
  return `the content editor is not configured (${missing.join(", ")} not set): /admin cannot sign in with GitHub, so only a developer can change the content`;
}

/**
 * What a launch may go ahead with but should not (issue 41 item 2): printed as
 * `Warning:` lines, never a finding, so neither `npm run launch-check` nor a
 * strict start fails on them.
 */
export function launchWarnings(settings: Partial<EditorPlace>): string[] {
  const warnings: string[] = [];
  if (settings.CMS_EDITOR !== false && !settings.CMS_HOST) {
    warnings.push(
      "CMS_HOST is not set: the content editor at /admin shares the public site's origin, where Decap keeps the editor's GitHub token in localStorage beside the booking provider's script and, after consent, Google Analytics; give it a host of its own (CMS_HOST=edit.yourdomain.com), or set CMS_EDITOR=off",
    );
  }
  return warnings;
}

/** The findings as one printable block ("" when nothing remains). */
export function formatLaunchReport(sections: LaunchSection[]): string {
  if (sections.length === 0) return "";
  const count = sections.reduce((total, section) => total + section.items.length, 0);
  const lines = [`Launch check: ${count} placeholder(s) still in force`];
  for (const section of sections) {
    lines.push(`  ${section.file}`);
    for (const item of section.items) lines.push(`    - ${item}`);
  }
  return lines.join("\n");
}

/**
 * Where the settings /privacy was built with (the server build's
 * privacy-settings.json, vite.config.ts) differ from this server's (issue 32,
 * "Retention on /privacy"): one line each, for the start's warning and the
 * launch check. A build without the file is one line too.
 */
export function privacyDrift(serverBuildDir: string, settings: ServerSettings): string[] {
  let built: PrivacySettings;
  try {
    built = JSON.parse(readFileSync(path.join(serverBuildDir, BUILT_PRIVACY_SETTINGS_FILE), "utf8")) as PrivacySettings;
  } catch {
    return [
      `${BUILT_PRIVACY_SETTINGS_FILE} is missing from the build: rebuild, so /privacy states this server's retention`,
    ];
  }
  return privacySettingsDrift(built, settings);
}
