// Test instrumentation, never loaded in production: `node --import
// ./tests/e2e/support/fail-step.mjs server/index.ts` makes the first page the
// server renders fail in a step after rendering (the headers step of
// app/lib/render/document.server.ts, as built into build/server/index.js), so the
// server's answer to a failing post-render step can be tested: a 500 with the
// §8 page, one log line, and the next request served.
import { registerHooks } from "node:module";

const bundle = /\/build\/server\/index\.js$/;
const start = "function setDocumentHeaders(document) {";

registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (!bundle.test(url) || result.source == null) return result;
    const source = String(result.source);
    if (!source.includes(start)) throw new Error("fail-step: the server bundle no longer has setDocumentHeaders");
    return {
      ...result,
      source: source.replace(
        start,
        `${start}\n\tif (!globalThis.__failedStepOnce) { globalThis.__failedStepOnce = true; throw new RangeError("a step failed on purpose"); }`,
      ),
    };
  },
});
