import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleEmailSend } from "./email-endpoint.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { configureOutbox, siteOutbox } from "./messages.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  configureOutbox({ dir });
});
afterEach(async () => {
  siteOutbox().close();
  await rm(dir, { recursive: true, force: true });
});
const readOutbox = () => siteOutbox().list();

const contactBody = {
  lib_version: "4.4.1",
  user_id: "local",
  service_id: "local",
  template_id: "local-contact-confirm",
  template_params: { name: "Ada", email: "ada@example.com", phone: "Not provided", message: "No message provided" },
};

function post(body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return new Request("http://localhost/api/v1.0/email/send", { method: "POST", headers, body });
}

async function outcome(response: Response) {
  return { status: response.status, text: await response.text() };
}

describe("the local send endpoint", () => {
  it("records an accepted message with its purpose and answers 200 'OK' like the service", async () => {
    expect(await outcome(await handleEmailSend(post(JSON.stringify(contactBody))))).toEqual({
      status: 200,
      text: "OK",
    });
    const admin = {
      ...contactBody,
      template_id: "local-contact-admin",
      template_params: { ...contactBody.template_params, extra: "x" },
    };
    expect((await handleEmailSend(post(JSON.stringify(admin)))).status).toBe(200);
    const records = readOutbox();
    // The purpose the server decided and the schema's fields: never the client's template id or extra keys.
    expect(records).toEqual([
      expect.objectContaining({
        kind: "email",
        purpose: "confirmation",
        spam: false,
        data: contactBody.template_params,
      }),
      expect.objectContaining({
        kind: "email",
        purpose: "notification",
        spam: false,
        data: contactBody.template_params,
      }),
    ]);
  });

  it("accepts a survey e-mail", async () => {
    const body = {
      ...contactBody,
      template_id: "local-survey",
      template_params: {
        name: "Grace",
        email: "grace@example.com",
        subject: "Tour Feedback from Grace - Lower East Side Tour",
        message: "Tour Date: 2025-06-14\n\nFeedback:\nLovely walk.",
      },
    };
    expect((await handleEmailSend(post(JSON.stringify(body)))).status).toBe(200);
  });

  it.each([
    ["not JSON", "{nope", 400, "The request body is not valid JSON"],
    ["an array", "[]", 400, "The request body must be a JSON object"],
    [
      "no service id",
      JSON.stringify({ ...contactBody, service_id: undefined }),
      400,
      "The service_id parameter is required",
    ],
    [
      "params not an object",
      JSON.stringify({ ...contactBody, template_params: "hi" }),
      400,
      "The template_params parameter must be an object",
    ],
    [
      "an unknown template",
      JSON.stringify({ ...contactBody, template_id: "other" }),
      400,
      "The template ID is invalid: other",
    ],
    [
      "a missing field",
      JSON.stringify({
        ...contactBody,
        template_params: { name: "Ada", email: "ada@example.com", phone: "Not provided" },
      }),
      400,
      "The template_params parameter is invalid: message: message is required",
    ],
    [
      "a bad name",
      JSON.stringify({ ...contactBody, template_params: { ...contactBody.template_params, name: "<script>" } }),
      400,
      "The template_params parameter is invalid: name: Name contains invalid characters",
    ],
    [
      "too large",
      JSON.stringify({ ...contactBody, pad: "x".repeat(20_000) }),
      413,
      "Payload Too Large: the body must be at most 16384 bytes",
    ],
  ])("refuses %s with a 4xx naming the problem, and records nothing", async (_label, body, status, text) => {
    expect(await outcome(await handleEmailSend(post(body)))).toEqual({ status, text });
    expect(readOutbox()).toEqual([]);
  });

  it("refuses a body that is not JSON-typed, and any method but POST", async () => {
    expect((await handleEmailSend(post("a=b", { "Content-Type": "application/x-www-form-urlencoded" }))).status).toBe(
      415,
    );
    expect((await handleEmailSend(new Request("http://localhost/api/v1.0/email/send"))).status).toBe(405);
  });

  it("stops reading a body that grows past the limit even without a declared length", async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(4096)));
      },
    });
    const request = new Request("http://localhost/api/v1.0/email/send", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handleEmailSend(request, 10_000)).status).toBe(413);
  });

  it("answers a filled honeypot 'OK' like a real message, records it as spam, whatever its other fields", async () => {
    const bot = { ...contactBody, template_params: { name: "x", [HONEYPOT_FIELD]: "http://spam.test" } };
    expect(await outcome(await handleEmailSend(post(JSON.stringify(bot))))).toEqual({ status: 200, text: "OK" });
    const records = readOutbox();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: "email", purpose: "confirmation", spam: true });
  });

  it("answers 503 when the outbox cannot be written, and records nothing", async () => {
    const blocker = path.join(dir, "a-file");
    await writeFile(blocker, "not a folder");
    configureOutbox({ dir: path.join(blocker, "outbox") });
    vi.mocked(console.error).mockImplementation(() => undefined);
    const response = await handleEmailSend(post(JSON.stringify(contactBody)));
    expect(await outcome(response)).toEqual({
      status: 503,
      text: "Service Unavailable: the message could not be recorded; please try again later",
    });
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^\[email\] the outbox cannot be written: /));
  });

  it("answers 503 naming a full outbox, and still answers a filled honeypot 'OK' without recording it", async () => {
    const outbox = configureOutbox({ dir, maxMessages: 100 });
    outbox.record(
      Array.from({ length: 100 }, (_, n) => ({ kind: "newsletter" as const, data: { EMAIL: `n${n}@x.test` } })),
    );
    vi.mocked(console.error).mockImplementation(() => undefined);
    const response = await handleEmailSend(post(JSON.stringify(contactBody)));
    expect(await outcome(response)).toEqual({
      status: 503,
      text: "Service Unavailable: the outbox is full; please try again later",
    });
    expect(response.headers.get("Retry-After")).toBe("60");
    const bot = { ...contactBody, template_params: { name: "x", [HONEYPOT_FIELD]: "http://spam.test" } };
    expect(await outcome(await handleEmailSend(post(JSON.stringify(bot))))).toEqual({ status: 200, text: "OK" });
    expect(outbox.count()).toBe(100);
  });
});
