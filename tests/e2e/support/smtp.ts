import type net from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: its envelope recipients and raw text. */
export type Mail = { to: string[]; raw: string };

export type MailServer = { port: number; received: Mail[]; close: () => Promise<void> };

/** A real SMTP server (the `smtp-server` package) on a free loopback port, keeping every message it accepts. */
export async function startMailServer(): Promise<MailServer> {
  const received: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A received message as a person reads it: headers unfolded, quoted-printable decoded. */
export function readableMail(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/\r?\n[ \t]+/g, " ")
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}
