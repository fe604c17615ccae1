// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Outbox } from "../app/lib/messages/outbox.server";

/** `npm run outbox [N]` on an outbox folder of its own. */
function outboxCommand(dir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(import.meta.dirname, "outbox.mjs"), ...args], {
    env: { ...process.env, OUTBOX_DIR: dir },
    encoding: "utf8",
  });
}

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outboxWith(...messages: Parameters<Outbox["record"]>[0]) {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-command-"));
  folders.push(dir);
  let now = Date.parse("2026-06-01T12:00:00Z");
  const outbox = new Outbox({ dir, now: () => (now += 60_000) });
  for (const message of messages) outbox.record([message]);
  outbox.close();
  return dir;
}

const visitor = { name: "Ada", email: "ada@visitor.test", phone: "Not provided", message: "Line one\r\nLine two" };

describe("npm run outbox", () => {
  it("lists the spam records held, one line each (received, name, e-mail, the message's start), and counts them", () => {
    const dir = outboxWith(
      { kind: "email", purpose: "notification", data: visitor },
      {
        kind: "email",
        purpose: "notification",
        spam: true,
        data: {
          name: "Grace",
          email: "grace@visitor.test",
          message: `Is the walk stroller friendly? ${"x".repeat(80)}`,
        },
      },
      { kind: "newsletter", spam: true, data: { EMAIL: "bot@visitor.test", FNAME: "Bo", LNAME: "Tt", b_site: "x" } },
    );
    const output = outboxCommand(dir);
    expect(output).toContain("3 message(s) in ");
    expect(output).toContain(
      "2 spam record(s) held: a filled honeypot, answered like a real message but never delivered",
    );
    const spam = output.split("\n").filter((line) => line.startsWith("   spam  "));
    expect(spam).toEqual([
      `   spam  2026-06-01T12:02:00.000Z  email  Grace <grace@visitor.test>  "Is the walk stroller friendly? ${"x".repeat(29)}…"`,
      "   spam  2026-06-01T12:03:00.000Z  newsletter  Bo Tt <bot@visitor.test>",
    ]);
    // A visitor's line breaks continue the value on an indented line.
    expect(output).toContain("   message: Line one\n      Line two\n");
    // Older spam than the latest N is still listed, up to N.
    expect(
      outboxCommand(dir, "1")
        .split("\n")
        .filter((line) => line.startsWith("   spam  ")),
    ).toHaveLength(1);
    expect(outboxCommand(dir, "1")).toContain("`npm run outbox 2` lists all");

    expect(outboxCommand(outboxWith({ kind: "email", purpose: "survey", data: visitor }))).toContain(
      "No spam records held.",
    );
  });

  it("shows every control character a visitor typed escaped: the terminal gets no command and no forged line", () => {
    const forged = "Eve\u001b[2J\u001b]0;owned\u0007\r\n── 2026-06-01T00:00:00.000Z  email (notification)";
    const dir = outboxWith({
      kind: "email",
      purpose: "notification",
      spam: true,
      data: { name: forged, email: "eve@visitor.test\u009b31m", message: "Hi\u2028there", "x\u001b[1m": "key" },
    });
    const output = outboxCommand(dir);
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for.
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(output).toContain(
      '   spam  2026-06-01T12:01:00.000Z  email  Eve\\x1b[2J\\x1b]0;owned\\x07\\x0d\\x0a── 2026-06-01T00:00:00.000Z  email (notification) <eve@visitor.test\\x9b31m>  "Hi\\u2028there"',
    );
    // In the full listing the forged line is indented under its field, never a record's header.
    expect(output).toContain("   name: Eve\\x1b[2J\\x1b]0;owned\\x07\n      ── 2026-06-01T00:00:00.000Z");
    expect(output).toContain("   x\\x1b[1m: key");
  });
});
