import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { testServerSettings } from "./test-settings";

/**
 * `node server/index.ts` as a child process on a free port, against the build
 * in build/ (run `npm run build` first). Every child is killed by `stopAll`.
 */
export const root = path.resolve(import.meta.dirname, "../../..");

export type ServerProcess = {
  origin: string;
  port: number;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

const running = new Set<ChildProcess>();

/** Node's own options before `server/index.ts` (e.g. `--import` a probe). */
export type ServerOptions = {
  nodeArgs?: string[];
  /** Another checkout or copy of the site (default: this one). */ cwd?: string;
};

/** The settings a test must choose itself: delivery, limits (connection limits too), proxies, the editor, NODE_ENV. */
const chosenByTest =
  /^(NODE_ENV$|SMTP_URL|MAIL_FROM|MAIL_TO|TRUST_PROXY|LAUNCH_STRICT|OUTBOX_|DELIVERY_|API_RATE_|SERVER_|CMS_)/;

/**
 * The caller's environment, less the settings a test must choose itself
 * (`chosenByTest`; the server selects production whatever NODE_ENV is),
 * unless `env` sets them.
 */
function spawnServer(env: Record<string, string>, { nodeArgs = [], cwd = root }: ServerOptions = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", ...testServerSettings, ...env };
  for (const name of Object.keys(childEnv)) {
    if (chosenByTest.test(name) && !(name in env) && !(name in testServerSettings)) delete childEnv[name];
  }
  const child = spawn(process.execPath, [...nodeArgs, "server/index.ts"], { cwd, env: childEnv });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exit, stdout: () => stdout, stderr: () => stderr };
}

/** Starts the server; resolves once it listens. */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const { child, exit, stdout, stderr } = spawnServer(env, options);
  const port = await new Promise<number>((resolve, reject) => {
    const listening = () => {
      const match = /Serving the production site on http:\/\/localhost:(\d+)/.exec(stdout());
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", listening);
    void exit.then((code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${stdout()}${stderr()}`)),
    );
  });
  return { origin: `http://127.0.0.1:${port}`, port, child, stdout, stderr, exit };
}

/** Runs the server expecting it to stop by itself: its exit code and output. */
export async function runFailingServer(env: Record<string, string>) {
  const { exit, stdout, stderr } = spawnServer(env);
  const code = await exit;
  return { code, stdout: stdout(), stderr: stderr() };
}

export async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      return exited;
    }),
  );
}
