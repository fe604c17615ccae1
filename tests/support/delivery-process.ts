// One delivery worker in a process of its own, for server/delivery.test.ts's
// "two processes on one database" test: `node tests/support/delivery-process.ts
// <outbox dir> <smtp port>`. Sends until nothing is due, then prints how many
// e-mails it sent and exits.
import { Outbox } from "../../app/lib/messages/outbox.server.ts";
import { createDeliveryWorker } from "../../server/delivery.ts";
import { composeDigest, composeMail, loadEmailCopy } from "../../server/mail.ts";
import { createSmtpTransport } from "../../server/smtp.ts";

const [dir, port] = process.argv.slice(2);
const outbox = new Outbox({ dir: dir! });
const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
let sent = 0;
const copy = loadEmailCopy();
const worker = createDeliveryWorker({
  outbox,
  transport: { sendMail: (mail) => transport.sendMail(mail).then(() => (sent += 1)) },
  compose: (message) => composeMail(message, { copy, brand: "Cats", from: "tours@cats.test", to: "office@cats.test" }),
  composeDigest: (messages) =>
    composeDigest(messages, { copy, brand: "Cats", from: "tours@cats.test", to: "office@cats.test" }),
  limits: { confirmation: { perAddress: 1000, perDay: 100_000 }, company: { perDay: 100_000 } },
  maxTries: 3,
  retryMs: 10,
  retention: { delivered: 30, failed: 90, spam: 7, newsletter: 180 },
  pollMs: 20,
  log: () => undefined,
});
await worker.start();
while ((outbox.counts().pending ?? 0) + (outbox.counts().sending ?? 0) + (outbox.counts().retrying ?? 0) > 0) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await worker.stop();
outbox.close();
console.log(`sent ${sent}`);
