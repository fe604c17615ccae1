// @vitest-environment node
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAP_REPORT_EVERY_MS, connectionOptions, limitedServer, type ConnectionSettings } from "./connections.ts";

const defaults: ConnectionSettings = {
  SERVER_HEADERS_TIMEOUT_MS: 10_000,
  SERVER_REQUEST_TIMEOUT_MS: 30_000,
  SERVER_KEEP_ALIVE_TIMEOUT_MS: 5_000,
  SERVER_MAX_CONNECTIONS: 2_000,
};

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A limited server answering "ok", listening on a free loopback port. */
async function serve(settings: Partial<ConnectionSettings>, options: Parameters<typeof limitedServer>[2] = {}) {
  const server = limitedServer((_req, res) => res.end("ok"), { ...defaults, ...settings }, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

type Closed = { afterMs: number; received: string };

/** A connection that sends `start` (if any), then, every `trickleMs`, one more header line, never the end of the headers. */
function slowClient(port: number, start?: string, trickleMs?: number) {
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  const opened = Date.now();
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  if (start) socket.write(start);
  const trickle = trickleMs ? setInterval(() => socket.write("X-Slow: 1\r\n"), trickleMs) : undefined;
  const closed = new Promise<Closed>((resolve) =>
    socket.on("close", () => {
      clearInterval(trickle);
      resolve({ afterMs: Date.now() - opened, received });
    }),
  );
  return { socket, closed };
}

const openConnections = (server: http.Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

function get(port: number, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; localPort: number }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, agent }, (res) => {
        // Read now: a keep-alive agent takes the socket back at the end.
        const localPort = res.socket.localPort ?? 0;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, localPort }));
      })
      .on("error", reject);
  });
}

describe("connection limits (issue 40 item 5)", () => {
  it("gives Node the settings' timeouts, checked every second or as often as the headers timeout", () => {
    expect(connectionOptions(defaults)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1000,
    });
    expect(connectionOptions({ ...defaults, SERVER_HEADERS_TIMEOUT_MS: 300 }).connectionsCheckingInterval).toBe(300);
    const server = limitedServer(() => undefined, { ...defaults, SERVER_MAX_CONNECTIONS: 1234 });
    expect(server).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      maxConnections: 1234,
    });
  });

  it("answers 408 and closes a connection whose headers are not in within the headers timeout, however it trickles", async () => {
    // The request timeout stays at 30 s: only the headers timeout can close these in time.
    const { port } = await serve({ SERVER_HEADERS_TIMEOUT_MS: 300 });
    const silent = slowClient(port);
    const trickling = slowClient(port, "GET / HTTP/1.1\r\nHost: localhost\r\n", 50);
    for (const { closed } of [silent, trickling]) {
      const { afterMs, received } = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      // The headers timeout plus one check (300 ms each), with room for a busy machine: Node's own 60 s would fail.
      expect(afterMs).toBeGreaterThanOrEqual(290);
      expect(afterMs).toBeLessThan(2500);
    }
  });

  it("keeps an idle keep-alive connection past the headers timeout, for the browser's next request", async () => {
    const { port } = await serve({ SERVER_HEADERS_TIMEOUT_MS: 200, SERVER_REQUEST_TIMEOUT_MS: 1000 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      // Idle three headers timeouts long, inside the 5 s keep-alive timeout.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const second = await get(port, agent);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.localPort, "the same connection").toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  });

  it("closes a connection over the cap as it arrives, logs at most one line a minute, and serves again below it", async () => {
    const log = vi.fn();
    let clock = 1_000_000;
    const { server, port } = await serve({ SERVER_MAX_CONNECTIONS: 3 }, { log, now: () => clock });
    const held = [1, 2, 3].map(() => slowClient(port, "GET / HTTP/1.1\r\n"));
    await vi.waitFor(async () => expect(await openConnections(server)).toBe(3));

    const refused = await slowClient(port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").closed;
    expect(refused.received, "no answer").toBe("");
    await slowClient(port).closed;
    expect(log.mock.calls).toEqual([
      ["[connections] 3 open (SERVER_MAX_CONNECTIONS): 1 new connection(s) refused since the last such line"],
    ]);
    clock += CAP_REPORT_EVERY_MS;
    await slowClient(port).closed;
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(
      "[connections] 3 open (SERVER_MAX_CONNECTIONS): 2 new connection(s) refused since the last such line",
    );
    // The held connections are still open, and once one goes a visitor is served.
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
    held[0]!.socket.destroy();
    await vi.waitFor(async () => expect(await openConnections(server)).toBe(2));
    expect(await get(port)).toMatchObject({ status: 200, body: "ok" });
  });
});
