// `npm start`'s mode (issue 40 item 7): a preview for a newcomer's plain
// `npm start`, a strict launch when the caller says production.
import { describe, expect, it } from "vitest";
import { startMode } from "./start-mode.ts";

describe("npm start", () => {
  it("is a visible preview (LAUNCH_STRICT=0) for a plain `npm start`, in production mode", () => {
    expect(startMode({})).toEqual({ env: { NODE_ENV: "production", LAUNCH_STRICT: "0" }, preview: true });
    expect(startMode({ NODE_ENV: "development" })).toEqual({
      env: { NODE_ENV: "production", LAUNCH_STRICT: "0" },
      preview: true,
    });
  });

  it("stays strict when the caller set NODE_ENV=production, as a buildpack host that runs `npm start` does", () => {
    expect(startMode({ NODE_ENV: "production" })).toEqual({ env: { NODE_ENV: "production" }, preview: false });
  });

  it("keeps the caller's own LAUNCH_STRICT, either way", () => {
    expect(startMode({ LAUNCH_STRICT: "1" })).toEqual({ env: { NODE_ENV: "production" }, preview: false });
    expect(startMode({ LAUNCH_STRICT: "0", NODE_ENV: "production" })).toEqual({
      env: { NODE_ENV: "production" },
      preview: false,
    });
  });
});
