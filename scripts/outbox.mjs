// `npm run outbox [N]`: print the latest N (default 10) messages the site has
// recorded (contact, survey, newsletter), each with its delivery state, then
// how many spam records are held and the latest N of them, one line each, so
// a real visitor's message kept as spam can still be answered. Reads the
// outbox database (OUTBOX_DIR, default data/) read-only, through the module
// the server writes with (one reader, one format); safe while the server runs.
// Everything a message holds was typed by someone else: every control
// character is shown escaped (logSafe), never sent to the terminal.
import path from "node:path";
import { logSafe } from "../app/lib/html-escape.ts";
import { outboxDir, readOutbox } from "../app/lib/messages/outbox.server.ts";

const dir = outboxDir();
const limit = Math.max(1, Number(process.argv[2]) || 10);
const outbox = readOutbox(dir, { limit });
if (!outbox || outbox.messages.length === 0) {
  console.log(`The outbox is empty (${path.join(dir, "outbox.db")}).`);
  process.exit(0);
}

/** A stored value as text: a spam record holds whatever was posted. */
function text(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** What happened to a message, in words. */
function deliveryState(message) {
  switch (message.state) {
    case "spam":
      return "spam (honeypot filled): never delivered";
    case "kept":
      return "kept here (newsletter signup; no mailing-list account configured)";
    case "pending":
      return "pending (not sent yet; sent only when SMTP_URL is set)";
    case "sending":
      return `sending: try ${message.attempts} started (claimed until ${message.nextAt}; tried again after that if the server stopped mid-send)`;
    case "delivered":
      return `delivered ${message.updatedAt} (try ${message.attempts})`;
    case "retrying":
      return `retrying: try ${message.attempts} failed (${message.error ?? "error"}); next try ${message.nextAt}`;
    case "failed":
      return `FAILED after ${message.attempts} tries: ${message.error ?? "error"} (${message.updatedAt})`;
    case "skipped":
      return `skipped: not sent, ${message.error ?? "no reason given"} (${message.updatedAt})`;
    default:
      return message.state;
  }
}

/** A spam record on one line: when, who (name and e-mail, as posted) and how its message starts. */
function spamLine(message) {
  const data = message.data && typeof message.data === "object" ? message.data : {};
  const name = text(data.name) || [text(data.FNAME), text(data.LNAME)].filter(Boolean).join(" ");
  const email = text(data.email ?? data.EMAIL);
  const words = Array.from(text(data.message).trim());
  const start = words.length > 60 ? `${words.slice(0, 60).join("")}…` : words.join("");
  const who = `${name || "(no name)"} <${email || "no e-mail"}>`;
  return logSafe(`   spam  ${message.receivedAt}  ${message.kind}  ${who}${start ? `  "${start}"` : ""}`);
}

const total = Object.values(outbox.counts).reduce((sum, count) => sum + count, 0);
const summary = Object.entries(outbox.counts)
  .map(([state, count]) => `${count} ${state}`)
  .join(", ");
console.log(`${total} message(s) in ${outbox.file} (${summary}); the latest ${outbox.messages.length}:\n`);
for (const message of outbox.messages) {
  const purpose = message.purpose ? ` (${message.purpose})` : "";
  console.log(`── ${message.receivedAt}  ${message.kind}${purpose}${message.spam ? "  [spam: honeypot filled]" : ""}`);
  console.log(`   delivery: ${logSafe(deliveryState(message))}`);
  for (const [key, value] of Object.entries(message.data ?? {})) {
    // A line break the visitor typed (a textarea sends CRLF) continues the value on an indented line.
    const lines = text(value).split(/\r?\n/).map(logSafe);
    console.log(`   ${logSafe(key)}: ${lines.join("\n      ")}`);
  }
  console.log("");
}

const spamCount = outbox.counts.spam ?? 0;
if (spamCount === 0) {
  console.log("No spam records held.");
} else {
  const spam = (readOutbox(dir)?.messages ?? []).filter((message) => message.state === "spam").slice(-limit);
  console.log(
    `${spamCount} spam record(s) held: a filled honeypot, answered like a real message but never delivered, removed after OUTBOX_SPAM_RETENTION_DAYS.`,
  );
  console.log(
    `A real visitor's message kept as spam can still be answered by hand; the latest ${spam.length}${spam.length < spamCount ? ` (\`npm run outbox ${spamCount}\` lists all)` : ""}:`,
  );
  for (const message of spam) console.log(spamLine(message));
}
