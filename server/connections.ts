// Slow clients cannot pin the server (issue 40 item 5). Node's defaults let a
// connection take 60 s over its headers and 300 s over its request, and accept
// connections without end, so a few thousand sockets that send a request a
// byte at a time hold the server's memory for minutes. The HTTP server here
// takes the limits from the settings (server/settings.ts, SERVER_*):
// - a request's headers within SERVER_HEADERS_TIMEOUT_MS and the whole request
//   within SERVER_REQUEST_TIMEOUT_MS, else Node answers 408 and closes the
//   connection (a connection that sends nothing at all included). A keep-alive
//   connection waiting idle for its next request is not timed by these but by
//   SERVER_KEEP_ALIVE_TIMEOUT_MS, so a browser keeps reusing its connections;
// - at most SERVER_MAX_CONNECTIONS open at once (idle keep-alive ones count).
//   One more is closed as it arrives, without an answer (Node's
//   `maxConnections`). That is fine: answering it (a 503) would mean reading
//   its request, the very work a slow client is slow at, and the cap is there
//   to bound that work. A held connection costs about 15 KB resident (measured:
//   2,000 to 8,000 sockets each holding half a request), so the default 2,000
//   adds at most 30 MB to the server's 180–190 MB under load, inside a 256 MB
//   instance; a browser opens at most six connections, so only a flood reaches
//   the cap, and the headers timeout frees its places within seconds. A
//   visitor refused meanwhile sees a failed connection, which a browser retries.
// The graceful stop (server/index.ts) is unchanged: server.close() refuses new
// connections whatever the cap, and closes each one as it falls idle.
import http from "node:http";
import type { ServerSettings } from "./settings.ts";

export type ConnectionSettings = Pick<
  ServerSettings,
  "SERVER_HEADERS_TIMEOUT_MS" | "SERVER_REQUEST_TIMEOUT_MS" | "SERVER_KEEP_ALIVE_TIMEOUT_MS" | "SERVER_MAX_CONNECTIONS"
>;

/** At most one "cap reached" log line in this time. */
export const CAP_REPORT_EVERY_MS = 60_000;

/**
 * Node's options for the limits. Node looks for connections past their time
 * every `connectionsCheckingInterval` (30 s by default, which would let a 10 s
 * headers timeout run to 40 s): here every second, or as often as the headers
 * timeout when it is shorter.
 */
export function connectionOptions(settings: ConnectionSettings): http.ServerOptions {
  return {
    headersTimeout: settings.SERVER_HEADERS_TIMEOUT_MS,
    requestTimeout: settings.SERVER_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, settings.SERVER_HEADERS_TIMEOUT_MS),
  };
}

/**
 * An HTTP server for `listener` with the limits above. Reaching the cap is
 * logged, at most one line a minute with the number refused since the last
 * line, so an operator sees a flood (or a cap set too low) without a line per
 * connection.
 */
export function limitedServer(
  listener: http.RequestListener,
  settings: ConnectionSettings,
  { log = console.error, now = Date.now }: { log?: (line: string) => void; now?: () => number } = {},
): http.Server {
  const server = http.createServer(connectionOptions(settings), listener);
  server.maxConnections = settings.SERVER_MAX_CONNECTIONS;
  let refused = 0;
  let reportedAt = -Infinity;
  server.on("drop", () => {
    refused += 1;
    if (now() - reportedAt < CAP_REPORT_EVERY_MS) return;
    log(
      `[connections] ${settings.SERVER_MAX_CONNECTIONS} open (SERVER_MAX_CONNECTIONS): ${refused} new connection(s) refused since the last such line`,
    );
    reportedAt = now();
    refused = 0;
  });
  return server;
}
