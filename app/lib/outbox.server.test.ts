// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendToOutbox, outboxPath, readOutbox } from "./outbox.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("outbox", () => {
  it("creates its folder on demand and appends one JSON line per record", async () => {
    const file = path.join(dir, "nested", "outbox.jsonl");
    await appendToOutbox({ kind: "email", data: { subject: "one" } }, file);
    await appendToOutbox({ kind: "newsletter", data: { EMAIL: "a@b.co" }, spam: true }, file);
    const lines = (await readFile(file, "utf8")).trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ kind: "email", spam: false, data: { subject: "one" } });
    expect(JSON.parse(lines[1]!)).toMatchObject({ kind: "newsletter", spam: true });
  });

  it("keeps every record when many are appended at once", async () => {
    const file = path.join(dir, "outbox.jsonl");
    await Promise.all(Array.from({ length: 25 }, (_, n) => appendToOutbox({ kind: "email", data: { n } }, file)));
    const records = await readOutbox(file);
    expect(records.map((record) => (record.data as { n: number }).n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, n) => n),
    );
  });

  it("reads a missing outbox as empty and skips a line cut short", async () => {
    const file = path.join(dir, "outbox.jsonl");
    expect(await readOutbox(file)).toEqual([]);
    await writeFile(file, '{"id":"1","kind":"email","spam":false,"data":{},"receivedAt":"x"}\n{"id":"2","ki');
    expect((await readOutbox(file)).map((record) => record.id)).toEqual(["1"]);
  });

  it("lives in data/ unless OUTBOX_DIR names another folder", () => {
    expect(outboxPath({})).toBe(path.resolve("data", "outbox.jsonl"));
    expect(outboxPath({ OUTBOX_DIR: dir })).toBe(path.join(dir, "outbox.jsonl"));
  });
});
