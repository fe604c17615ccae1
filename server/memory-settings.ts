// The server's memory settings (issue 21), applied however it is started
// (`npm start`, `node server/index.ts`, the container, the tests): a small
// PaaS instance has 256–512 MB. Applied by server/apply-memory-settings.ts,
// the first import of server/index.ts.
//
// On a machine with plenty of memory V8 sizes its heap by it: the young
// generation grows to 128 MB under load and the old one is collected late,
// and glibc keeps one allocation arena per thread. Resident memory after 48 s
// of 50-connection load over four addresses (24 GB machine, the same probe
// for each; requests served in brackets):
//   as V8 chooses                          361 MB (297k)
//   8 MB semi-spaces                       199–311 MB (bimodal: old space 35 or 75–100 MB)
//   8 MB semi-spaces, old space ≤ 192 MB   179–193 MB (296k–316k)
//   … with --optimize-for-size             150–158 MB, but 20 % fewer requests
// The server's live heap is about 45 MB after a full collection, so the
// 192 MB cap leaves it four times that; an operator with a larger instance
// raises it (see below).
//
// V8 takes these sizes only when it starts, so a process started without
// them re-executes itself with them (same PID, so signals, supervisors and
// container health checks are unaffected). An operator's own
// `--max-semi-space-size` or `--max-old-space-size` (on the command line or in
// NODE_OPTIONS) or `MALLOC_ARENA_MAX` wins.
import process from "node:process";

export const MEMORY_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=192"] as const;
export const MALLOC_ARENAS = "2";

const flagName = (flag: string) => flag.split("=")[0]!;

/** The command line and environment to re-execute with, or null when nothing is missing. */
export function memoryRestart(
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): { execArgv: string[]; env: NodeJS.ProcessEnv } | null {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].map(flagName);
  const missingFlags = MEMORY_FLAGS.filter((flag) => !given.includes(flagName(flag)));
  const hasArenas = env.MALLOC_ARENA_MAX !== undefined;
  if (!missingFlags.length && hasArenas) return null;
  return {
    execArgv: [...missingFlags, ...execArgv],
    env: hasArenas ? env : { ...env, MALLOC_ARENA_MAX: MALLOC_ARENAS },
  };
}

/** Re-executes `entry` with the memory settings when they are missing (where the platform allows it). */
export function applyMemorySettings(entry: string) {
  const restart = memoryRestart(process.execArgv, process.env);
  if (!restart || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...restart.execArgv, entry], restart.env);
}
