// Test instrumentation, never loaded in production: `node --import
// ./tests/e2e/support/fail-request.mjs server/index.ts` makes React Router's
// Express adapter throw while building a request that carries the header
// `X-Test-Fail` (the way a bad Host header did before issue 21), so the
// server's handling of an unexpected error can be tested now that no real
// input reaches it.
import { registerHooks } from "node:module";

const adapter = /\/node_modules\/@react-router\/express\/dist\/index\.js$/;
const start = "function createRemixRequest(req, res) {";

registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (!adapter.test(url) || result.source == null) return result;
    const source = String(result.source);
    if (!source.includes(start)) throw new Error("fail-request: the adapter no longer has createRemixRequest");
    return {
      ...result,
      source: source.replace(
        start,
        `${start}\n\tif (req.headers["x-test-fail"]) throw new TypeError("Invalid URL: http://x-test-fail");`,
      ),
    };
  },
});
