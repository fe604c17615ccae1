// What a production start checks and starts around the site itself: the
// runtime settings, the launch report, the delivery worker.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Outbox } from "../app/lib/messages/outbox.server.ts";
import { createDeliveryWorker, startRetention } from "./delivery.ts";
import { formatLaunchReport, launchFindings, launchWarnings, privacyDrift } from "./launch-check.ts";
import { composeDigest, composeMail, loadEmailCopy } from "./mail.ts";
import { deliveryMode, readServerSettings, retentionDays, SettingsError, type ServerSettings } from "./settings.ts";
import { createSmtpTransport } from "./smtp.ts";

/** The validated settings, or one line per bad variable on stderr and exit 1. */
export function settingsOrExit(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  try {
    return readServerSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    for (const problem of error.problems) console.error(`Cannot start the server: ${problem}`);
    process.exit(1);
  }
}

/** The public settings the build was made with. */
export type BuildPublicConfig = {
  /** The company's name, from its facts (app/content/site-facts.yaml), for the e-mails' sender line. */
  brandName: string;
  siteUrl: string;
  booking: { origin: string };
  emailService: { publicKey: string; templateConfirm: string; templateAdmin: string; surveyTemplateId: string };
};

/** The public settings the build was made with, re-exported by its entry module (app/entry.server.tsx). */
export function buildPublicConfig(build: { entry: { module: Record<string, unknown> } }): BuildPublicConfig {
  const config = build.entry.module.publicSiteConfig;
  if (!config) throw new Error("the server build's entry exports no publicSiteConfig (app/entry.server.tsx)");
  return config as BuildPublicConfig;
}

/** Logs each difference between /privacy and this server's settings as a warning (the server starts anyway). */
export function warnPrivacyDrift(serverBuildDir: string, settings: ServerSettings): void {
  for (const line of privacyDrift(serverBuildDir, settings)) {
    console.log(`Warning: ${line} (npm run launch-check fails until they agree).`);
  }
}

/**
 * Prints the launch report in one block (and the warnings: outbox only, the
 * editor on the public origin) on stdout, the server's log; in strict mode
 * (the default in production, server/settings.ts) with anything left, prints
 * it on stderr and refuses to start (exit 1). A warning never refuses.
 * `contentDir`: the content the report reads (tests).
 */
export function reportLaunch(
  publicConfig: BuildPublicConfig,
  settings: ServerSettings,
  outbox: Outbox,
  { contentDir }: { contentDir?: string } = {},
): void {
  const sections = launchFindings({ publicConfig, settings, contentDir });
  if (deliveryMode(settings, publicConfig.emailService.publicKey) === "outbox-only") {
    console.log(
      `Warning: no e-mail delivery is configured (neither the EmailJS keys nor SMTP_URL): contact and survey messages are kept only on this disk, in ${outbox.file}. Run \`npm run outbox\` to read them.`,
    );
  }
  for (const warning of launchWarnings(settings)) console.log(`Warning: ${warning}.`);
  if (sections.length === 0) return;
  const report = formatLaunchReport(sections);
  if (settings.LAUNCH_STRICT) {
    console.error(
      `${report}\nLAUNCH_STRICT: refusing to start while placeholders remain (npm run launch-check; LAUNCH_STRICT=0 starts anyway, for a preview).`,
    );
    process.exit(1);
  }
  console.log(`${report}\nLAUNCH_STRICT=0: starting anyway, with the placeholders above (a preview, not a launch).`);
}

/**
 * Starts the SMTP delivery worker on the server's outbox when SMTP_URL is set
 * and returns it (it runs the retention sweep too). Without SMTP, only the
 * retention sweep runs (at start, then hourly) and this returns null.
 */
export function startDelivery(publicConfig: BuildPublicConfig, settings: ServerSettings, outbox: Outbox) {
  const retention = retentionDays(settings);
  if (!settings.SMTP_URL || !settings.MAIL_FROM || !settings.MAIL_TO) {
    startRetention(outbox, retention);
    return null;
  }
  const copy = loadEmailCopy();
  const from = settings.MAIL_FROM;
  const to = settings.MAIL_TO;
  const worker = createDeliveryWorker({
    outbox,
    transport: createSmtpTransport(settings.SMTP_URL),
    compose: (message) => composeMail(message, { copy, brand: publicConfig.brandName, from, to }),
    composeDigest: (messages) => composeDigest(messages, { copy, brand: publicConfig.brandName, from, to }),
    limits: {
      confirmation: {
        perAddress: settings.CONFIRMATION_MAX_PER_ADDRESS,
        perDay: settings.CONFIRMATION_MAX_PER_DAY,
      },
      company: { perDay: settings.COMPANY_MAIL_MAX_PER_DAY },
    },
    maxTries: settings.DELIVERY_MAX_TRIES,
    retryMs: settings.DELIVERY_RETRY_MS,
    retention,
  });
  void worker.start();
  return worker;
}

/** The build's version (React Router's asset-manifest hash, else package.json's) and when it was made. */
export function buildInfo(root: string, serverBuild: string, build: { assets?: { version?: string } }) {
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
  return {
    version: build.assets?.version ?? version ?? "0.0.0",
    buildTime: statSync(serverBuild).mtime.toISOString(),
  };
}
