// `npm run outbox [N]`: print the latest N (default 10) messages the site has
// recorded (contact, survey, newsletter), each with its delivery state. Reads
// the outbox database (OUTBOX_DIR, default data/) read-only, through the
// module the server writes with (one reader, one format); safe while the
// server runs.
import path from "node:path";
import { outboxDir, readOutbox } from "../app/lib/messages/outbox.server.ts";

const dir = outboxDir();
const limit = Math.max(1, Number(process.argv[2]) || 10);
const outbox = readOutbox(dir, { limit });
if (!outbox || outbox.messages.length === 0) {
  console.log(`The outbox is empty (${path.join(dir, "outbox.db")}).`);
  process.exit(0);
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

const total = Object.values(outbox.counts).reduce((sum, count) => sum + count, 0);
const summary = Object.entries(outbox.counts)
  .map(([state, count]) => `${count} ${state}`)
  .join(", ");
console.log(`${total} message(s) in ${outbox.file} (${summary}); the latest ${outbox.messages.length}:\n`);
for (const message of outbox.messages) {
  const purpose = message.purpose ? ` (${message.purpose})` : "";
  console.log(`── ${message.receivedAt}  ${message.kind}${purpose}${message.spam ? "  [spam: honeypot filled]" : ""}`);
  console.log(`   delivery: ${deliveryState(message)}`);
  for (const [key, value] of Object.entries(message.data ?? {})) {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    console.log(`   ${key}: ${text.replace(/\n/g, "\n      ")}`);
  }
  console.log("");
}
