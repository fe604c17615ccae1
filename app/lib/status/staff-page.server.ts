import { listStatusEntries, listTours } from "~/content/content.server";
import { STATUS_SEVERITIES, statusEntrySchema, type StatusEntry, type StatusSeverity } from "~/content/schemas/status";
import { dateLabel, SEVERITY_LABELS } from "~/lib/domain/day-status";
import {
  addDays,
  formatClockTime,
  formatIsoDate,
  minutesOfDay,
  newYorkDate,
  wallClock,
} from "~/lib/domain/new-york-time";
import { escapeHtml } from "~/lib/html-escape";
import { plainPage } from "~/lib/render/plain-page";
import { OutboxUnavailableError, siteOutbox } from "~/lib/messages/messages.server";
import type { StoredStatus } from "~/lib/messages/outbox.server";

/**
 * /admin/status (issue 41 item 1): the page staff use on the day, on a phone.
 * Our own page, not the editor's: server-rendered HTML and plain form posts,
 * no script, so it works on any phone and its policy allows nothing but its
 * own styles. The server (server/index.ts) signs staff in (server/staff-auth.ts)
 * and hands this the staff member's name, or null.
 *
 * - GET: the form (the tour or every tour, the day, today in New York by
 *   default, the severity, a message of up to 200 characters or a ready text,
 *   the end time) and one list of the statuses: published today and in the
 *   last 30 days, and the planned ones of the content.
 * - POST `publish`: checked with the content's own status schema; published,
 *   then back to the page (303). A ready-text button fills the message and
 *   keeps the rest. `end`: ends a status at once.
 * - Every failure answers the form again with what was typed and says what to
 *   do: no session (401), a message too long or an end time missing (400), a
 *   store that cannot be written (503).
 */
export const STAFF_PAGE_PATH = "/admin/status";

/** The ready texts a staff member can pick instead of typing. */
export const READY_TEXTS = ["Canceled: weather", "Running 15 minutes late", "Meeting point moved to …"] as const;

const MESSAGE_MAX = 200;
const HISTORY_DAYS = 30;

type Values = { tour: string; date: string; severity: StatusSeverity; message: string; endTime: string };
type Problems = Partial<Record<keyof Values | "form", string>>;

/** "23:59" (an <input type="time">) as the content writes it, "11:59 PM"; null when it is not a time. */
export function clockTime(value: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? formatClockTime(minutes) : null;
}

function blank(now: number): Values {
  return { tour: "all", date: formatIsoDate(newYorkDate(now)), severity: "cancelled", message: "", endTime: "23:59" };
}

function readValues(form: FormData, now: number): Values {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const severity = text("severity");
  return {
    tour: text("tour") || "all",
    date: text("date") || blank(now).date,
    severity: (STATUS_SEVERITIES as readonly string[]).includes(severity) ? (severity as StatusSeverity) : "info",
    message: text("message"),
    endTime: text("endTime"),
  };
}

const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function respond(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": POLICY,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "same-origin",
      ...headers,
    },
  });
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fdfaf4;color:#231a15;font:1.0625rem/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:36rem;margin:0 auto;padding:1rem 1rem 3rem;overflow-wrap:anywhere}
h1{font:600 1.5rem/1.2 Georgia,serif;margin:.5rem 0 1rem}
h2{font:600 1.2rem/1.3 Georgia,serif;margin:2rem 0 .75rem}
label,legend{display:block;font-weight:600;margin:0 0 .35rem}
fieldset{border:0;margin:0 0 1.1rem;padding:0}
.field{margin:0 0 1.1rem}
select,input,textarea{width:100%;font:inherit;min-height:3rem;padding:.6rem .75rem;border:2px solid #6b5a4e;border-radius:.6rem;background:#fff;color:inherit}
textarea{min-height:6.5rem;resize:vertical}
.choices{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.4rem}
.choices label{display:flex;align-items:center;justify-content:center;gap:.3rem;padding:0 .15rem;white-space:nowrap;overflow-wrap:normal;font-size:1rem;min-height:3rem;border:2px solid #6b5a4e;border-radius:.6rem;background:#fff;font-weight:600;margin:0}
.choices input{width:auto;min-height:0}
.ready{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0}
a.button{display:flex;align-items:center;justify-content:center;text-decoration:none}
button,a.button{font:inherit;font-weight:600;min-height:3rem;padding:.6rem 1rem;border-radius:999px;border:2px solid #9c4323;background:#fff;color:#9c4323;cursor:pointer}
.primary{width:100%;background:#9c4323;color:#fff}
:focus-visible{outline:3px solid #d49a2a;outline-offset:2px}
.hint{color:#5c4d42;font-size:.95rem;margin:.3rem 0 0}
.problem{color:#9b1c1c;font-weight:600;margin:.3rem 0 0}
.notice{border-left:4px solid #2f6f4f;background:#eef6f0;padding:.75rem 1rem;margin:0 0 1rem}
.alert{border-left:4px solid #9b1c1c;background:#fbeaea;padding:.75rem 1rem;margin:0 0 1rem}
ul.statuses{list-style:none;margin:0;padding:0}
ul.statuses li{overflow-wrap:anywhere;background:#fff;border:1px solid #d9cfc4;border-radius:.75rem;padding:.75rem 1rem;margin:0 0 .75rem}
.tag{display:inline-block;font-size:.85rem;font-weight:600;padding:.1rem .5rem;border-radius:999px;background:#efe6da;margin:0 .35rem .35rem 0}
.tag.live{background:#9c4323;color:#fff}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;font-size:.95rem}
header form{margin:0}
header button{min-height:2.75rem;padding:.4rem .9rem}
`;

function layout(title: string, body: string, staff: string | null): string {
  const signOut =
    staff && staff !== "local"
      ? `<form method="post" action="${STAFF_PAGE_PATH}/sign-out"><button type="submit">Sign out</button></form>`
      : "";
  return plainPage({
    title: `${title} | Day-of status`,
    style: STYLE,
    body: `<main>
<header><span>${staff ? `Signed in as <strong>${escapeHtml(staff)}</strong>` : "Staff only"}</span>${signOut}</header>
${body}
</main>`,
  });
}

function tourName(slug: string | null | undefined): string {
  if (!slug || slug === "all") return "Every tour";
  return listTours().find((tour) => tour.slug === slug)?.title ?? slug;
}

function form(values: Values, problems: Problems): string {
  const problem = (name: keyof Problems) =>
    problems[name] ? `<p class="problem" id="${name}-problem">${escapeHtml(problems[name]!)}</p>` : "";
  const described = (name: keyof Problems, hint?: string) => {
    const ids = [hint, problems[name] ? `${name}-problem` : undefined].filter(Boolean).join(" ");
    return ids ? ` aria-describedby="${ids}"${problems[name] ? ' aria-invalid="true"' : ""}` : "";
  };
  const tours = [
    `<option value="all"${values.tour === "all" ? " selected" : ""}>Every tour</option>`,
    ...listTours().map(
      (tour) =>
        `<option value="${escapeHtml(tour.slug)}"${values.tour === tour.slug ? " selected" : ""}>${escapeHtml(tour.title)}</option>`,
    ),
  ].join("");
  const severities = STATUS_SEVERITIES.map(
    (severity) =>
      `<label><input type="radio" name="severity" value="${severity}"${values.severity === severity ? " checked" : ""}> ${SEVERITY_LABELS[severity]}</label>`,
  ).join("");
  const ready = READY_TEXTS.map(
    (text) => `<button type="submit" name="ready" value="${escapeHtml(text)}">${escapeHtml(text)}</button>`,
  ).join("");
  return `<form method="post" action="${STAFF_PAGE_PATH}" novalidate>
${problems.form ? `<div class="alert" role="alert">${escapeHtml(problems.form)}</div>` : ""}
<div class="field"><label for="tour">Tour</label><select id="tour" name="tour">${tours}</select></div>
<div class="field"><label for="date">Day (New York)</label><input id="date" name="date" type="date" value="${escapeHtml(values.date)}"${described("date")}>${problem("date")}</div>
<fieldset><legend>Severity</legend><div class="choices">${severities}</div></fieldset>
<div class="field"><label for="message">Message</label>
<textarea id="message" name="message" maxlength="${MESSAGE_MAX}"${described("message", "message-hint")}>${escapeHtml(values.message)}</textarea>
<p class="hint" id="message-hint">Up to ${MESSAGE_MAX} characters. Or start from a ready text:</p>${problem("message")}
<div class="ready">${ready}</div></div>
<div class="field"><label for="endTime">Shown until (New York time)</label><input id="endTime" name="endTime" type="time" value="${escapeHtml(values.endTime)}"${described("endTime")}>${problem("endTime")}</div>
<button class="primary" type="submit" name="action" value="publish">Publish</button>
</form>`;
}

type Listed = {
  status: StoredStatus | null;
  planned: { date: string; tour?: string; severity: StatusSeverity; message: string; endTime: string } | null;
};

function list(now: number): string {
  const today = formatIsoDate(newYorkDate(now));
  const published = siteOutbox().listStatuses(formatIsoDate(addDays(newYorkDate(now), -HISTORY_DAYS)));
  const planned = listStatusEntries().filter((entry) => entry.date >= today);
  const items: Listed[] = [
    ...published.map((status) => ({ status, planned: null })),
    ...planned.map((entry) => ({ status: null, planned: entry })),
  ].sort((a, b) => (b.status ?? b.planned)!.date.localeCompare((a.status ?? a.planned)!.date));
  if (items.length === 0) return `<p>No status today or in the last ${HISTORY_DAYS} days.</p>`;
  const nowMinutes = wallClock(now).minutes;
  const entries = items.map(({ status, planned }) => {
    const entry = (status ?? planned)!;
    const end = minutesOfDay(entry.endTime) ?? 0;
    const over = entry.date < today || (entry.date === today && nowMinutes >= end);
    const tags = [
      `<span class="tag">${SEVERITY_LABELS[entry.severity]}</span>`,
      status?.endedAt
        ? `<span class="tag">Ended by ${escapeHtml(status.endedBy ?? "")}</span>`
        : over
          ? `<span class="tag">Over</span>`
          : entry.date === today
            ? `<span class="tag live">In force now</span>`
            : `<span class="tag">Coming</span>`,
      planned ? `<span class="tag">Planned in the content</span>` : "",
    ].join("");
    const end_ =
      status && !status.endedAt && !over
        ? `<form method="post" action="${STAFF_PAGE_PATH}"><input type="hidden" name="id" value="${escapeHtml(status.id)}"><button type="submit" name="action" value="end">End now</button></form>`
        : "";
    const by = status ? ` · published by ${escapeHtml(status.publishedBy)}` : "";
    return `<li>${tags}<p><strong>${escapeHtml(tourName(entry.tour))}</strong>, ${escapeHtml(dateLabel(entry.date))}, until ${escapeHtml(entry.endTime)}${by}</p><p>${escapeHtml(entry.message)}</p>${end_}</li>`;
  });
  return `<ul class="statuses">${entries.join("")}</ul>`;
}

function statusPage(staff: string, values: Values, problems: Problems, now: number, notice?: string): string {
  let statuses: string;
  try {
    statuses = list(now);
  } catch {
    statuses = `<p class="alert" role="alert">The list cannot be read just now: the server's store is not available.</p>`;
  }
  return layout(
    "Day-of status",
    `<h1>Day-of status</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ""}
${form(values, problems)}
<h2>Today and the last ${HISTORY_DAYS} days</h2>
${statuses}`,
    staff,
  );
}

/** The page for someone who is not signed in: a sign-in button, and what they typed if a post was refused. */
function signInPage(kept?: Values): string {
  return layout(
    "Sign in",
    `<h1>Day-of status</h1>
${kept ? `<p class="alert" role="alert">Your session has ended, so nothing was published. Sign in again; your message is below to copy.</p><p><label for="kept">Your message</label><textarea id="kept" readonly>${escapeHtml(kept.message)}</textarea></p>` : "<p>Staff sign in with the GitHub account they use for the content editor.</p>"}
<p><a class="button primary" href="${STAFF_PAGE_PATH}/sign-in">Login with GitHub</a></p>`,
    null,
  );
}

/** Checks a publish with the content's own status rules; what to fix, field by field, when it fails. */
function check(values: Values, now: number): { entry: StatusEntry } | { problems: Problems } {
  const problems: Problems = {};
  const message = values.message.trim();
  const length = [...message].length;
  const endTime = clockTime(values.endTime);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.date = "Choose the day as a date.";
  else if (values.date < formatIsoDate(newYorkDate(now))) problems.date = "Choose today or a later day.";
  if (message === "") problems.message = "Write a message, or pick a ready text.";
  else if (length > MESSAGE_MAX) problems.message = `The message is ${length} characters; keep it to ${MESSAGE_MAX}.`;
  else if (message.includes("…")) problems.message = "Finish the ready text: replace the … with the new place.";
  if (!endTime) problems.endTime = "Choose when the status stops showing.";
  if (values.tour !== "all" && !listTours().some((tour) => tour.slug === values.tour))
    problems.form = "Choose a tour from the list.";
  if (Object.keys(problems).length > 0) return { problems };
  const parsed = statusEntrySchema.safeParse({
    date: values.date,
    ...(values.tour === "all" ? {} : { tour: values.tour }),
    severity: values.severity,
    message,
    endTime,
  });
  if (!parsed.success) return { problems: { form: parsed.error.issues[0]?.message ?? "Check the form." } };
  return { entry: parsed.data };
}

/** Back to the page after a change (a reload never posts it again). */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/** The store cannot be written: the form again, with what was typed and `message` saying what to do. */
const storeDown = (staff: string, values: Values, message: string, now: number) =>
  respond(503, statusPage(staff, values, { form: message }, now));

export async function staffStatusPage(
  request: Request,
  staff: string | null,
  now: number = Date.now(),
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET" || request.method === "HEAD") {
    if (!staff) return respond(200, signInPage());
    const published = url.searchParams.get("published");
    const ended = url.searchParams.get("ended");
    const notice = published
      ? "Published. Pages show it within a minute."
      : ended
        ? "Ended. Pages drop it within a minute."
        : undefined;
    return respond(200, statusPage(staff, blank(now), {}, now, notice));
  }
  if (request.method !== "POST")
    return respond(405, layout("Not allowed", "<h1>Not allowed</h1>", staff), { Allow: "GET, POST" });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return respond(400, layout("Not a form", "<h1>The post could not be read</h1>", staff));
  }
  const values = readValues(form, now);
  if (!staff) return respond(401, signInPage(values));
  const ready = form.get("ready");
  if (typeof ready === "string" && (READY_TEXTS as readonly string[]).includes(ready)) {
    return respond(200, statusPage(staff, { ...values, message: ready }, {}, now));
  }
  const action = form.get("action");
  if (action === "end") {
    const id = form.get("id");
    try {
      if (typeof id === "string") siteOutbox().endStatus(id, staff);
    } catch (error) {
      if (!(error instanceof OutboxUnavailableError)) throw error;
      return storeDown(
        staff,
        blank(now),
        "The status could not be ended: the server's store cannot be written just now (the disk may be full). Try again in a minute.",
        now,
      );
    }
    return seeOther(`${STAFF_PAGE_PATH}?ended=1`);
  }
  const checked = check(values, now);
  if ("problems" in checked) return respond(400, statusPage(staff, values, checked.problems, now));
  try {
    const status = siteOutbox().publishStatus({ ...checked.entry, tour: checked.entry.tour ?? null, by: staff });
    return seeOther(`${STAFF_PAGE_PATH}?published=${encodeURIComponent(status.id)}`);
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    return storeDown(
      staff,
      values,
      "Nothing was published: the server's store cannot be written just now (the disk may be full). Your message is kept below; try again in a minute.",
      now,
    );
  }
}
