import { existsSync } from "node:fs";

/** Debian's chromium: the whole browser, with the desktop's notification platform. */
export const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser the suite runs in: CHROME_PATH, else Debian's
 * chromium-headless-shell (the same engine and version as its chromium without
 * the desktop shell; the suite runs about a third faster in it), else
 * Debian's chromium. Nothing downloads a browser.
 */
export const TEST_CHROMIUM =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", FULL_CHROMIUM].find((path) => existsSync(path)) ??
  FULL_CHROMIUM;

/**
 * For the few tests that need what only the whole browser has (system
 * notifications): CHROME_PATH when set, else Debian's chromium.
 */
export const DESKTOP_CHROMIUM = process.env.CHROME_PATH ?? FULL_CHROMIUM;

/** How every test browser starts: no sandbox, GPU, QUIC or background traffic. */
export function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
