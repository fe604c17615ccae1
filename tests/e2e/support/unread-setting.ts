/**
 * A public-looking build setting that no code reads (issue 40 item 7): scripts/e2e-build.mjs builds
 * with it set to a value of its own for each run and writes that value beside build/content.json (not
 * served). A setting reaches the browser bundle only when code reads it by its name, never the whole
 * environment at once, so tests/e2e/server.spec.ts must find the value nowhere in build/client.
 */
export const UNREAD_SETTING = {
  name: "VITE_UNREAD_CANARY",
  /** In the build folder, beside content.json. */
  file: "unread-setting.txt",
} as const;
