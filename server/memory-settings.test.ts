import { describe, expect, it } from "vitest";
import { memoryRestart } from "./memory-settings.ts";

describe("memoryRestart", () => {
  it("adds 8 MB semi-spaces, a 192 MB old space and two malloc arenas to a plain start, keeping the caller's flags", () => {
    expect(memoryRestart(["--import", "probe.mjs"], { PORT: "3000" })).toEqual({
      execArgv: ["--max-semi-space-size=8", "--max-old-space-size=192", "--import", "probe.mjs"],
      env: { PORT: "3000", MALLOC_ARENA_MAX: "2" },
    });
  });

  it("leaves an operator's own settings alone, and restarts nothing once all are set", () => {
    expect(
      memoryRestart(["--max-semi-space-size=32", "--max-old-space-size=400"], { MALLOC_ARENA_MAX: "4" }),
    ).toBeNull();
    expect(
      memoryRestart([], {
        NODE_OPTIONS: "--max-old-space-size=400 --max-semi-space-size=16",
        MALLOC_ARENA_MAX: "8",
      }),
    ).toBeNull();
    expect(memoryRestart([], { NODE_OPTIONS: "--max-old-space-size=400" })).toEqual({
      execArgv: ["--max-semi-space-size=8"],
      env: { NODE_OPTIONS: "--max-old-space-size=400", MALLOC_ARENA_MAX: "2" },
    });
    expect(
      memoryRestart(["--max-semi-space-size=8", "--max-old-space-size=192"], { MALLOC_ARENA_MAX: "2" }),
    ).toBeNull();
  });
});
