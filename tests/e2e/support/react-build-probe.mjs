// Test instrumentation, never loaded in production: `node --import
// ./tests/e2e/support/react-build-probe.mjs server/index.ts` appends to the file
// named by REACT_BUILD_LOG the name of every React module the process actually
// runs (react.production.js, react-dom-server.node.development.js…).
//
// Node also reads the development files of a CommonJS package without running
// them (to find their export names for `import`), so the probe records a module
// only when its last statement executes, not when it is loaded.
import { registerHooks } from "node:module";

const log = process.env.REACT_BUILD_LOG;
const reactModule = /\/node_modules\/(react(?:-dom)?\/cjs\/[^/]+\.(?:development|production)\.js)$/;

if (log) {
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      const name = reactModule.exec(url)?.[1];
      if (!name || result.source == null) return result;
      const record = `\n;require("node:fs").appendFileSync(${JSON.stringify(log)}, ${JSON.stringify(`${name}\n`)});\n`;
      return { ...result, source: `${String(result.source)}${record}` };
    },
  });
}
