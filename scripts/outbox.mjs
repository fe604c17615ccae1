// `npm run outbox [N]`: print the latest N (default 10) messages the site's
// local stand-in for the e-mail and mailing-list services has recorded. Reads
// through the outbox module the server writes with (one reader, one format).
import { outboxPath, readOutbox } from "../app/lib/outbox.server.ts";

const file = outboxPath();
const limit = Math.max(1, Number(process.argv[2]) || 10);
const records = await readOutbox(file);
if (records.length === 0) {
  console.log(`The outbox is empty (${file}).`);
  process.exit(0);
}
console.log(`${records.length} record(s) in ${file}; the latest ${Math.min(limit, records.length)}:\n`);
for (const record of records.slice(-limit)) {
  console.log(`── ${record.receivedAt}  ${record.kind}${record.spam ? "  [spam: honeypot filled]" : ""}`);
  const data = record.data ?? {};
  const params = data.template_params ?? data;
  for (const [key, value] of Object.entries(params)) {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    console.log(`   ${key}: ${text.replace(/\n/g, "\n      ")}`);
  }
  if (data.template_id) console.log(`   (template ${data.template_id}, service ${data.service_id})`);
  console.log("");
}
