import { readBodyUpTo } from "./read-body.server";
import { z } from "zod";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";
import {
  OutboxFullError,
  paramsSchemaFor,
  purposeOfTemplate,
  recordEmail,
  type MessagePurpose,
} from "./messages.server";
import { checkPublicEnv } from "../config/public-settings";

// The public VITE_* settings are checked once, when the server build loads
// (its pre-render at build time, and the server's start): a malformed value
// stops both with a message naming the variable. A .server module, so the
// check (and zod) never reach the browser bundle.
checkPublicEnv(import.meta.env);

/**
 * The site's own stand-in for the e-mail service's send endpoint
 * (`POST /api/v1.0/email/send`, same JSON body and answers as EmailJS). The
 * template id only says which of the spec's sends this is: the server turns
 * it into a purpose (confirmation, company notice, survey; any other id is
 * refused 400), checks the parameters with that form's schema and records
 * the purpose with them (committed before the answer), never the client's
 * template: what is mailed for it is the server's own e-mail (server/mail.ts).
 * It answers 200 'OK'; anything else gets a 4xx whose text names the problem. A filled honeypot
 * template parameter (HONEYPOT_FIELD) is answered 200 'OK' like a real
 * message, recorded as spam and never delivered. An outbox that cannot be
 * written, or is full, answers 503. It never throws.
 */
export const EMAIL_BODY_LIMIT_BYTES = 16 * 1024;

const id = (name: string) =>
  z
    .string({ error: `The ${name} parameter is required` })
    .min(1, `The ${name} parameter is required`)
    .max(100, `The ${name} parameter is too long`);

const sendPayloadSchema = z.object(
  {
    lib_version: z.string().max(20, "The lib_version parameter is too long").optional(),
    user_id: id("user_id"),
    service_id: id("service_id"),
    template_id: id("template_id"),
    template_params: z.record(z.string(), z.unknown(), { error: "The template_params parameter must be an object" }),
  },
  { error: "The request body must be a JSON object" },
);

function answer(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function describe(error: z.core.$ZodError): string {
  const [first] = error.issues;
  if (!first) return "is invalid";
  return first.path.length > 0 ? `${first.path.join(".")}: ${first.message}` : first.message;
}

/** Records one send; null when recorded, else the 503 answer (the outbox cannot be written, or is full; logged). */
function record(purpose: MessagePurpose | null, params: unknown, spam: boolean): Response | null {
  try {
    recordEmail({ purpose, params, spam });
    return null;
  } catch (error) {
    const cause = (error as Error)?.cause ?? error;
    console.error(`[email] the outbox cannot be written: ${String((cause as Error)?.message ?? cause)}`);
    const response = answer(
      503,
      error instanceof OutboxFullError
        ? "Service Unavailable: the outbox is full; please try again later"
        : "Service Unavailable: the message could not be recorded; please try again later",
    );
    response.headers.set("Retry-After", "60");
    return response;
  }
}

export async function handleEmailSend(request: Request, limit = EMAIL_BODY_LIMIT_BYTES): Promise<Response> {
  try {
    if (request.method !== "POST") return answer(405, "Method Not Allowed: send a POST request");
    const type = request.headers.get("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return answer(415, "Unsupported Media Type: the body must be JSON (Content-Type: application/json)");
    }
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (Number.isFinite(declared) && declared > limit) {
      return answer(413, `Payload Too Large: the body must be at most ${limit} bytes`);
    }
    const bytes = await readBodyUpTo(request, limit);
    const text = bytes === null ? null : new TextDecoder().decode(bytes);
    if (text === null) return answer(413, `Payload Too Large: the body must be at most ${limit} bytes`);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return answer(400, "The request body is not valid JSON");
    }
    const payload = sendPayloadSchema.safeParse(json);
    if (!payload.success) {
      const [first] = payload.error.issues;
      return answer(400, first?.message ?? "The request body is invalid");
    }
    const purpose = purposeOfTemplate(payload.data.template_id);
    if (honeypotFilled(payload.data.template_params[HONEYPOT_FIELD])) {
      return record(purpose, payload.data.template_params, true) ?? answer(200, "OK");
    }
    if (!purpose) return answer(400, `The template ID is invalid: ${payload.data.template_id}`);
    const params = paramsSchemaFor[purpose].safeParse(payload.data.template_params);
    if (!params.success) return answer(400, `The template_params parameter is invalid: ${describe(params.error)}`);

    return record(purpose, params.data, false) ?? answer(200, "OK");
  } catch (error) {
    console.error("[email] local send endpoint failed", error);
    return answer(500, "The message could not be recorded; please try again later");
  }
}
