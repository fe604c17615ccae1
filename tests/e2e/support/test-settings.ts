/**
 * The server settings every test server starts with, in one place:
 * playwright.config.ts puts them in the test processes' environment, which the
 * Playwright web server and every server a spec starts inherit
 * (support/server-process.ts keeps them too). LAUNCH_STRICT=0: the launch content is
 * the company's sample content, which a production start refuses by default.
 * A test of strict mode sets LAUNCH_STRICT itself.
 */
export const testServerSettings = { LAUNCH_STRICT: "0" } as const;
