// The SMTP transport behind the delivery worker (SMTP_URL, e.g.
// smtps://user:password@smtp.example.net:465).
import nodemailer from "nodemailer";
import type { MailTransport } from "./delivery.ts";

export function createSmtpTransport(url: string): MailTransport {
  // Fail a try within a minute instead of nodemailer's minutes-long defaults.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    sendMail: (mail) =>
      transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
  };
}
