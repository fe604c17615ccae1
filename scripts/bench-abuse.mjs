// `npm run bench:abuse` (issue 40 item 8): what one stranger can do to the
// production server (node server/index.ts on the build in build/), in three
// parts, each against a server of its own with an empty outbox:
//
// 1. A day of abuse. The server's clock runs BENCH_CLOCK_SPEED times faster
//    (scripts/bench-clock.mjs; default 720: a simulated day in 2 minutes). One
//    client posts at the burst limit's pace (one post a simulated second, 10 in
//    any 10 s) all day: newsletter signups of new addresses, contact messages
//    to strangers' addresses (a confirmation, then its notice), and honeypot
//    posts of 15 KB. Meanwhile 100 other visitors, each from an address of
//    their own at a random time of the day, send a contact message and sign up
//    for the newsletter. SMTP delivery goes to a real SMTP server in this
//    process (smtp-server). /healthz is asked twice a second throughout.
// 2. The junk-parameter storm: 50 connections for `--storm` seconds (20) on
//    /booking?itemId=562630&r=<random> and /contact?topic=<random>, a new value
//    per request (autocannon), with the server's resident memory sampled.
// 3. The slow-client hold: 500 connections that send a request's headers one
//    line a second, and one page load while they are open.
//
// It prints the figures and exits 0 (1 when the build is missing, a server does
// not start, or a target is missed). Not part of `npm test`.
//
//   npm run bench:abuse                      # the whole bench, about 4 minutes
//   npm run bench:abuse -- --speed 1440 --storm 10
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { readOutbox } from "../app/lib/messages/outbox.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const speed = option("speed", 720);
const stormSeconds = option("storm", 20);
const basePort = option("port", 4380);
const VISITORS = 100;
const DAY_S = 24 * 60 * 60;
const COMPANY = "office@bench.test";

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("bench:abuse: no build in build/: run `npm run build` first.");
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const residentMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const children = new Set();
const temporary = [];

async function startServer(port, env, nodeArgs = []) {
  const outbox = mkdtempSync(path.join(tmpdir(), "bench-abuse-"));
  temporary.push(outbox);
  const child = spawn(process.execPath, [...nodeArgs, "server/index.ts"], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(API_|OUTBOX_|SMTP_|MAIL_)/.test(name))),
      PORT: String(port),
      HOST: "127.0.0.1",
      OUTBOX_DIR: outbox,
      // One proxy names the visitor: each simulated visitor has an address of its own.
      TRUST_PROXY: "1",
      // The bench serves the sample content, which a strict start refuses.
      LAUNCH_STRICT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  child.on("exit", (code) => {
    children.delete(child);
    if (code) console.error(`bench:abuse: the server exited ${code}:\n${log}`);
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) });
      return { child, origin, outbox };
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`the server on ${origin} did not start:\n${log}`);
}

function post(origin, route, visitor, body) {
  const json = route.startsWith("/api/");
  return fetch(`${origin}${route}`, {
    method: "POST",
    headers: {
      "X-Forwarded-For": visitor,
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
    signal: AbortSignal.timeout(15_000),
  })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch(() => 0);
}

const send = (templateId, params) => ({
  lib_version: "4.4.1",
  user_id: "local",
  service_id: "local",
  template_id: templateId,
  template_params: params,
});

// ---- 1. A day of abuse ----
async function dayOfAbuse() {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        mails.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = smtp.server.address().port;
  const server = await startServer(
    basePort,
    {
      BENCH_CLOCK_SPEED: String(speed),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "tours@bench.test",
      MAIL_TO: COMPANY,
      DELIVERY_RETRY_MS: "1000",
    },
    ["--import", path.join(root, "scripts/bench-clock.mjs")],
  );
  const realDayMs = (DAY_S * 1000) / speed;
  const began = performance.now();
  const simSecond = () => ((performance.now() - began) * speed) / 1000;

  const health = { asked: 0, not200: 0 };
  let peakRss = 0;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const status = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(5000) })
        .then((response) => response.status)
        .catch(() => 0);
      health.asked += 1;
      if (status !== 200) health.not200 += 1;
      peakRss = Math.max(peakRss, residentMB(server.child.pid));
      await sleep(500);
    }
  })();

  // The abuser: post i is due at simulated second i; four in flight at most.
  const abuser = { attempts: 0, accepted: 0, limited: 0, other: 0 };
  const ABUSER = "203.0.113.66";
  const spam = "x".repeat(15_000);
  const abuse = async (i) => {
    const kind = i % 4;
    // A contact message's two sends (kinds 1 and 2) name the same stranger.
    const stranger = {
      name: "Prize",
      email: `target${i - kind}@elsewhere.test`,
      phone: "Not provided",
      message: "Win",
    };
    const status =
      kind === 0
        ? await post(server.origin, "/newsletter/subscribe", ABUSER, {
            EMAIL: `fill${i}@bench.test`,
            FNAME: "Fill",
            CONSENT: "true",
          })
        : kind === 1
          ? await post(server.origin, "/api/v1.0/email/send", ABUSER, send("local-contact-confirm", stranger))
          : kind === 2
            ? await post(server.origin, "/api/v1.0/email/send", ABUSER, send("local-contact-admin", stranger))
            : await post(server.origin, "/newsletter/subscribe", ABUSER, {
                EMAIL: `bot${i}@bench.test`,
                FNAME: "Bot",
                CONSENT: "true",
                b_site_newsletter: spam,
              });
    abuser.attempts += 1;
    if (status === 200) abuser.accepted += 1;
    else if (status === 429) abuser.limited += 1;
    else abuser.other += 1;
  };
  const abusing = (async () => {
    let next = 0;
    const lanes = Array.from({ length: 4 }, async () => {
      while (next < DAY_S) {
        const i = next;
        next += 1;
        const dueMs = (i * 1000) / speed - (performance.now() - began);
        if (dueMs > 0) await sleep(dueMs);
        await abuse(i);
      }
    });
    await Promise.all(lanes);
  })();

  // The visitors: each at a random time of the day, a contact message then a signup.
  const visitors = Array.from({ length: VISITORS }, (_, n) => ({
    address: `198.51.100.${n + 1}`,
    email: `visitor${n + 1}@bench.test`,
    atMs: Math.random() * realDayMs * 0.98,
    answers: [],
  }));
  const visiting = Promise.all(
    visitors.map(async (visitor) => {
      await sleep(visitor.atMs);
      const params = {
        name: `Visitor ${visitor.email}`,
        email: visitor.email,
        phone: "Not provided",
        message: "Is the Brooklyn Heights walk stroller friendly?",
      };
      visitor.answers.push(
        await post(server.origin, "/api/v1.0/email/send", visitor.address, send("local-contact-confirm", params)),
      );
      visitor.answers.push(
        await post(server.origin, "/api/v1.0/email/send", visitor.address, send("local-contact-admin", params)),
      );
      visitor.answers.push(
        await post(server.origin, "/newsletter/subscribe", visitor.address, {
          EMAIL: visitor.email,
          FNAME: "Visitor",
          CONSENT: "true",
        }),
      );
    }),
  );
  await Promise.all([abusing, visiting]);
  const dayEndedAt = simSecond();
  // The next morning: one more visitor's message wakes the delivery worker for the held digest.
  await sleep(Math.max(0, ((DAY_S + 3600) * 1000) / speed - (performance.now() - began)));
  const late = { address: "198.51.100.200", email: "morning@bench.test", answers: [] };
  const lateParams = { name: "Morning", email: late.email, phone: "Not provided", message: "Hello" };
  late.answers.push(
    await post(server.origin, "/api/v1.0/email/send", late.address, send("local-contact-confirm", lateParams)),
  );
  late.answers.push(
    await post(server.origin, "/api/v1.0/email/send", late.address, send("local-contact-admin", lateParams)),
  );
  visitors.push(late);
  // Until delivery has settled (nothing pending, sending or held), 60 s at most.
  let read = readOutbox(server.outbox);
  for (let i = 0; i < 120; i += 1) {
    read = readOutbox(server.outbox);
    const c = read?.counts ?? {};
    if (!c.pending && !c.sending && !c.held && !c.retrying) break;
    await sleep(500);
  }
  watching = false;
  await watch;

  const messages = read?.messages ?? [];
  const notices = new Map(messages.filter((m) => m.purpose === "notification").map((m) => [m.data?.email, m.state]));
  const signups = new Set(
    messages.filter((m) => m.kind === "newsletter" && m.state === "kept").map((m) => m.data?.EMAIL),
  );
  let lost = 0;
  for (const visitor of visitors) {
    lost += visitor.answers.filter((status) => status !== 200).length;
    if (notices.get(visitor.email) !== "delivered") lost += 1;
    if (visitor.answers.length === 3 && !signups.has(visitor.email)) lost += 1;
  }
  const fileBytes = ["outbox.db", "outbox.db-wal"]
    .map((name) => path.join(server.outbox, name))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + statSync(file).size, 0);
  server.child.kill("SIGTERM");
  await new Promise((resolve) => smtp.close(resolve));
  return {
    simulatedHours: (dayEndedAt / 3600).toFixed(1),
    abuser,
    visitorPosts: visitors.reduce((sum, visitor) => sum + visitor.answers.length, 0),
    lost,
    records: messages.length,
    counts: read?.counts ?? {},
    storeKB: Math.round(fileBytes / 1024),
    companyMails: mails.filter((to) => to.includes(COMPANY)).length,
    strangerMails: mails.filter((to) => !to.includes(COMPANY) && !to.some((a) => a.endsWith("@bench.test"))).length,
    visitorMails: mails.filter((to) => to.some((a) => /^(visitor\d+|morning)@bench\.test$/.test(a))).length,
    health,
    peakRss,
  };
}

// ---- 2. The junk-parameter storm ----
function storm(origin, pathFor, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 50,
        duration: seconds,
        pipelining: 1,
        headers: { "accept-encoding": "gzip, br" },
        requests: [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("error", reject);
  });
}

async function junkStorm() {
  const server = await startServer(basePort + 1, {});
  const random = () => Math.random().toString(36).slice(2, 10);
  const rows = [];
  for (const [name, pathFor] of [
    ["/booking?itemId=562630&r=<random>", () => `/booking?itemId=562630&r=${random()}`],
    ["/contact?topic=<random>", () => `/contact?topic=${random()}`],
  ]) {
    let peak = residentMB(server.child.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, residentMB(server.child.pid))), 200);
    const result = await storm(server.origin, pathFor, stormSeconds);
    clearInterval(sampler);
    const codes = result.statusCodeStats ?? {};
    rows.push({
      name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      codes: Object.entries(codes)
        .map(([code, stat]) => `${code}×${stat.count}`)
        .join(" "),
      errors: result.errors + result.timeouts,
      peak,
    });
  }
  server.child.kill("SIGTERM");
  return rows;
}

// ---- 3. The slow-client hold ----
async function slowHold() {
  const server = await startServer(basePort + 2, {});
  const { port } = new URL(server.origin);
  const sockets = [];
  let closed = 0;
  const opened = await Promise.all(
    Array.from(
      { length: 500 },
      () =>
        new Promise((resolve) => {
          const socket = net.connect(Number(port), "127.0.0.1", () => {
            socket.write("GET /tours HTTP/1.1\r\nHost: 127.0.0.1\r\n");
            resolve(true);
          });
          socket.on("error", () => resolve(false));
          socket.on("close", () => (closed += 1));
          sockets.push(socket);
        }),
    ),
  );
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow: ${Date.now()}\r\n`);
  }, 1000);
  await sleep(1000);
  const started = performance.now();
  const status = await fetch(`${server.origin}/tours`, { signal: AbortSignal.timeout(10_000) })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch(() => 0);
  const pageMs = Math.round(performance.now() - started);
  const rss = residentMB(server.child.pid);
  // How long until the server has closed them all (its headers timeout), 30 s at most.
  const holdStarted = performance.now();
  while (closed < sockets.length && performance.now() - holdStarted < 30_000) await sleep(100);
  clearInterval(drip);
  const closedAfter = ((performance.now() - holdStarted) / 1000 + 1).toFixed(1);
  for (const socket of sockets) socket.destroy();
  server.child.kill("SIGTERM");
  return { open: opened.filter(Boolean).length, pageMs, status, rss, closed, closedAfter };
}

const cleanup = () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

try {
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `npm run bench:abuse — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${load()}`,
  );
  const day = await dayOfAbuse();
  const storms = await junkStorm();
  const slow = await slowHold();
  const failures = [];

  console.log(`\n1. A day of abuse (clock ×${speed}: ${day.simulatedHours} simulated hours, then the next morning)`);
  console.log(
    `- The abuser (one address, one post a simulated second): ${day.abuser.attempts} posts, ${day.abuser.accepted} accepted, ${day.abuser.limited} answered 429, ${day.abuser.other} other.`,
  );
  console.log(
    `- The ${VISITORS} other visitors (+1 the next morning): ${day.visitorPosts} posts; messages lost: ${day.lost} (target 0).`,
  );
  console.log(
    `- The store: ${day.records} records (${Object.entries(day.counts)
      .map(([state, count]) => `${state} ${count}`)
      .join(", ")}), ${day.storeKB} KB on disk.`,
  );
  console.log(
    `- Mails: ${day.companyMails} to the company, ${day.strangerMails} to the abuser's strangers, ${day.visitorMails} confirmations to the visitors.`,
  );
  console.log(
    `- /healthz: asked ${day.health.asked} times, ${day.health.not200} not 200 (target 0). Peak resident memory ${day.peakRss.toFixed(0)} MB.`,
  );
  if (day.lost) failures.push(`${day.lost} visitor message(s) lost`);
  if (day.health.not200) failures.push(`/healthz not 200 ${day.health.not200} time(s)`);

  console.log(`\n2. The junk-parameter storm (50 connections, ${stormSeconds} s each, autocannon)`);
  console.log("| Request | req/s | p50 ms | p99 ms | answers | errors | peak RSS MB |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of storms) {
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.codes} | ${row.errors} | ${row.peak.toFixed(0)} |`,
    );
    if (row.rps < 1000) failures.push(`${row.name}: ${row.rps} req/s (target ≥ 1000)`);
    if (row.peak >= 256) failures.push(`${row.name}: ${row.peak.toFixed(0)} MB resident (target < 256)`);
  }

  console.log("\n3. The slow-client hold (500 connections sending a header line a second)");
  console.log(
    `- ${slow.open} open; a page load meanwhile: ${slow.status} in ${slow.pageMs} ms (target < 1000); resident memory ${slow.rss.toFixed(0)} MB; ${slow.closed} closed by the server within ${slow.closedAfter} s.`,
  );
  if (slow.status !== 200 || slow.pageMs >= 1000)
    failures.push(`page load with slow clients: ${slow.status} in ${slow.pageMs} ms`);

  console.log(failures.length ? `\nTargets missed:\n- ${failures.join("\n- ")}` : "\nAll targets met.");
  cleanup();
  process.exit(failures.length ? 1 : 0);
} catch (error) {
  console.error(`bench:abuse: ${error?.stack ?? error}`);
  cleanup();
  process.exit(1);
}
