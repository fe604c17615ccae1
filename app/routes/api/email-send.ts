import { handleEmailSend } from "~/lib/messages/email-endpoint.server";
import type { Route } from "./+types/email-send";

/** POST /api/v1.0/email/send: the local stand-in for the e-mail service (see app/lib/messages/email-endpoint.server.ts). */
export function action({ request }: Route.ActionArgs) {
  return handleEmailSend(request);
}

export function loader() {
  return new Response("Method Not Allowed: send a POST request", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
