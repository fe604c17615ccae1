// What a production start checks and starts around the site itself: the
// runtime settings, the launch report, the delivery worker.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { outboxPath, pruneOutbox } from "../app/lib/outbox.server.ts";
import { createDeliveryWorker } from "./delivery.ts";
import { formatLaunchReport, launchFindings } from "./launch-check.ts";
import { composeMail, loadEmailCopy } from "./mail.ts";
import { deliveryMode, readServerSettings, SettingsError, type ServerSettings } from "./settings.ts";
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

/** The public settings the build was made with (exported by its e-mail route module). */
export type BuildPublicConfig = {
  brandName: string;
  siteUrl: string;
  email: string;
  petitionUrl: string;
  pressKitUrl: string;
  giftCardUrl: string;
  booking: { shortname: string; origin: string };
  emailService: { publicKey: string; templateConfirm: string; templateAdmin: string; surveyTemplateId: string };
};

export function buildPublicConfig(build: { routes: Record<string, { module?: Record<string, unknown> } | undefined> }) {
  for (const route of Object.values(build.routes)) {
    const config = route?.module?.publicSiteConfig;
    if (config) return config as BuildPublicConfig;
  }
  throw new Error("the server build exports no publicSiteConfig (app/routes/api/email-send.ts)");
}

/**
 * Prints the launch report in one block (and the outbox-only warning) on
 * stdout, the server's log; in strict mode (the default in production,
 * server/settings.ts) with anything left, prints it on stderr and refuses to
 * start (exit 1).
 */
export function reportLaunch(publicConfig: BuildPublicConfig, settings: ServerSettings): void {
  const sections = launchFindings({ publicConfig, settings });
  if (deliveryMode(settings, publicConfig.emailService.publicKey) === "outbox-only") {
    console.log(
      `Warning: no e-mail delivery is configured (neither the EmailJS keys nor SMTP_URL): contact and survey messages are kept only on this disk, in ${outboxPath({ OUTBOX_DIR: settings.OUTBOX_DIR })}. Run \`npm run outbox\` to read them.`,
    );
  }
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
 * Starts the SMTP delivery worker when SMTP_URL is set and returns it (it runs
 * the retention sweep too). Without SMTP, only the retention sweep runs (at
 * start, then hourly: honeypot posts expire) and this returns null.
 */
export function startDelivery(publicConfig: BuildPublicConfig, settings: ServerSettings) {
  if (!settings.SMTP_URL || !settings.MAIL_FROM || !settings.MAIL_TO) {
    const file = outboxPath({ OUTBOX_DIR: settings.OUTBOX_DIR });
    const sweep = () =>
      void pruneOutbox({ retentionDays: settings.OUTBOX_RETENTION_DAYS }, file).catch((error: unknown) =>
        console.error(`[retention] ${String((error as Error)?.message ?? error)}`),
      );
    sweep();
    setInterval(sweep, 60 * 60 * 1000).unref();
    return null;
  }
  const copy = loadEmailCopy();
  const from = settings.MAIL_FROM;
  const to = settings.MAIL_TO;
  const worker = createDeliveryWorker({
    file: outboxPath({ OUTBOX_DIR: settings.OUTBOX_DIR }),
    transport: createSmtpTransport(settings.SMTP_URL),
    compose: (record) => composeMail(record, { copy, brand: publicConfig.brandName, from, to }),
    confirmationLimits: {
      perAddress: settings.CONFIRMATION_MAX_PER_ADDRESS,
      perDay: settings.CONFIRMATION_MAX_PER_DAY,
    },
    maxTries: settings.DELIVERY_MAX_TRIES,
    retryMs: settings.DELIVERY_RETRY_MS,
    retentionDays: settings.OUTBOX_RETENTION_DAYS,
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
