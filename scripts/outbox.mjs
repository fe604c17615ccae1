// `npm run outbox [N]`: print the latest N (default 10) messages the site has
// recorded (contact, survey, newsletter), each with its delivery state when
// SMTP delivery is configured. Reads through the outbox module the server
// writes with (one reader, one format).
import { outboxPath, readDeliveryStates, readOutbox, statePath } from "../app/lib/outbox.server.ts";

const file = outboxPath();
const limit = Math.max(1, Number(process.argv[2]) || 10);
const records = await readOutbox(file);
if (records.length === 0) {
  console.log(`The outbox is empty (${file}).`);
  process.exit(0);
}
const states = await readDeliveryStates(statePath(file));

/** What happened to a record: its last delivery state, or why it has none. */
function deliveryState(record) {
  if (record.spam) return "spam (honeypot filled): never delivered";
  if (record.kind === "newsletter") return "kept here (newsletter signup; no mailing-list account configured)";
  const state = states.get(record.id);
  if (!state) return "pending (not sent yet; sent only when SMTP_URL is set)";
  switch (state.state) {
    case "delivered":
      return `delivered ${state.at} (try ${state.attempt})`;
    case "sending":
      return `sending: try ${state.attempt} started ${state.at} (tried again if the server stopped mid-send)`;
    case "retrying":
      return `retrying: try ${state.attempt} failed (${state.error ?? "error"}); next try ${state.nextAt}`;
    case "failed":
      return `FAILED after ${state.attempt} tries: ${state.error ?? "error"} (${state.at})`;
    case "skipped":
      return `skipped: not sent, ${state.error ?? "no reason given"} (${state.at})`;
    default:
      return state.state;
  }
}

const counts = {};
for (const record of records) {
  const name = deliveryState(record).split(/[ :(]/)[0];
  counts[name] = (counts[name] ?? 0) + 1;
}
const summary = Object.entries(counts)
  .map(([name, count]) => `${count} ${name}`)
  .join(", ");
console.log(`${records.length} record(s) in ${file} (${summary}); the latest ${Math.min(limit, records.length)}:\n`);
for (const record of records.slice(-limit)) {
  const purpose = record.purpose ? ` (${record.purpose})` : "";
  console.log(`── ${record.receivedAt}  ${record.kind}${purpose}${record.spam ? "  [spam: honeypot filled]" : ""}`);
  console.log(`   delivery: ${deliveryState(record)}`);
  for (const [key, value] of Object.entries(record.data ?? {})) {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    console.log(`   ${key}: ${text.replace(/\n/g, "\n      ")}`);
  }
  console.log("");
}
