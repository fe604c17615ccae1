// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureOutbox, siteOutbox } from "~/lib/messages/messages.server";
import { statusJson } from "./live-status.server";
import { clockTime, staffStatusPage } from "./staff-page.server";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "staff-status-"));
  configureOutbox({ dir });
});
afterEach(async () => {
  siteOutbox().close();
  await rm(dir, { recursive: true, force: true });
});

/** Friday, November 27 2026, 10:00 AM in New York. */
const NOW = Date.parse("2026-11-27T15:00:00Z");

function post(fields: Record<string, string>) {
  return new Request("http://localhost/admin/status", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const cancel = {
  tour: "brooklyn-heights",
  date: "2026-11-27",
  severity: "cancelled",
  message: "Canceled: weather",
  endTime: "14:00",
  action: "publish",
};

describe("the staff status page", () => {
  it("offers today in New York, every tour and the three ready texts", async () => {
    const html = await (await staffStatusPage(new Request("http://localhost/admin/status"), "staff-a", NOW)).text();
    expect(html).toContain('<input id="date" name="date" type="date" value="2026-11-27"');
    expect(html).toContain('<option value="all" selected>Every tour</option>');
    expect(html).toContain('<option value="brooklyn-heights">Brooklyn Heights</option>');
    for (const text of ["Canceled: weather", "Running 15 minutes late", "Meeting point moved to …"])
      expect(html).toContain(`value="${text}">${text}</button>`);
  });

  it("publishes a status and shows it in the list and in /status.json", async () => {
    const answer = await staffStatusPage(post(cancel), "staff-a", NOW);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/admin\/status\?published=/);
    const [status] = siteOutbox().listStatuses("2026-11-01");
    expect(status).toMatchObject({
      date: "2026-11-27",
      tour: "brooklyn-heights",
      severity: "cancelled",
      message: "Canceled: weather",
      endTime: "2:00 PM",
      publishedBy: "staff-a",
    });
    const page = await (
      await staffStatusPage(new Request("http://localhost/admin/status?published=1"), "staff-a", NOW)
    ).text();
    expect(page).toContain("Published. Pages show it within a minute.");
    expect(page).toContain("In force now");
    const json = statusJson(undefined, NOW);
    expect(JSON.parse(json.body!).statuses).toContainEqual(
      expect.objectContaining({
        id: status!.id,
        message: "Canceled: weather",
        tour: { slug: "brooklyn-heights", title: "Brooklyn Heights" },
      }),
    );
    // The same ETag again: 304, no body; ending it changes the ETag.
    expect(statusJson(json.etag!, NOW)).toEqual({ status: 304, etag: json.etag, body: null });
    const end = await staffStatusPage(post({ action: "end", id: status!.id }), "staff-b", NOW);
    expect(end.status).toBe(303);
    const after = statusJson(json.etag!, NOW);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body!).statuses.map((s: { id: string }) => s.id)).not.toContain(status!.id);
    expect(siteOutbox().listStatuses("2026-11-01")[0]).toMatchObject({ endedBy: "staff-b" });
  });

  it("without a session: 401, nothing stored, and the message shown back to copy", async () => {
    const answer = await staffStatusPage(
      post({ ...cancel, message: "Running 15 minutes late, meet at the fountain" }),
      null,
      NOW,
    );
    expect(answer.status).toBe(401);
    const html = await answer.text();
    expect(html).toContain("Your session has ended, so nothing was published.");
    expect(html).toContain(">Running 15 minutes late, meet at the fountain</textarea>");
    expect(siteOutbox().listStatuses("2000-01-01")).toEqual([]);
  });

  it("a message too long, an unfinished ready text or a past day: 400 with everything typed kept", async () => {
    const long = "x".repeat(201);
    const answer = await staffStatusPage(post({ ...cancel, message: long }), "staff-a", NOW);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain("The message is 201 characters; keep it to 200.");
    expect(html).toContain(`>${long}</textarea>`);
    expect(html).toContain('<option value="brooklyn-heights" selected>');
    const unfinished = await staffStatusPage(post({ ...cancel, message: "Meeting point moved to …" }), "staff-a", NOW);
    expect(await unfinished.text()).toContain("Finish the ready text: replace the … with the new place.");
    const past = await staffStatusPage(post({ ...cancel, date: "2026-11-26" }), "staff-a", NOW);
    expect(await past.text()).toContain("Choose today or a later day.");
    expect(siteOutbox().listStatuses("2000-01-01")).toEqual([]);
  });

  it("a ready text fills the message and keeps the rest", async () => {
    const html = await (
      await staffStatusPage(post({ ...cancel, message: "", ready: "Running 15 minutes late" }), "staff-a", NOW)
    ).text();
    expect(html).toContain(">Running 15 minutes late</textarea>");
    expect(html).toContain('value="14:00"');
    expect(siteOutbox().listStatuses("2000-01-01")).toEqual([]);
  });

  it("a store that cannot be written: 503, the message kept", async () => {
    await writeFile(path.join(dir, "blocker"), "a file where the folder should be");
    configureOutbox({ dir: path.join(dir, "blocker", "store") });
    const answer = await staffStatusPage(post(cancel), "staff-a", NOW);
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain(
      "Nothing was published: the server&#39;s store cannot be written just now (the disk may be full).",
    );
    expect(html).toContain(">Canceled: weather</textarea>");
  });

  it("reads an <input type=time> as the content writes times", () => {
    expect(clockTime("14:00")).toBe("2:00 PM");
    expect(clockTime("23:59")).toBe("11:59 PM");
    expect(clockTime("00:30")).toBe("12:30 AM");
    expect(clockTime("2 PM")).toBeNull();
  });
});
