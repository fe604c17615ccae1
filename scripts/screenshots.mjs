// Screenshots of pages at phone and desktop widths with the system Chromium.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const [baseUrl = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/tours", "/about"];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) => route.fulfill({ status: 200, body: "" }),
  );
  const page = await context.newPage();
  for (const path of targets) {
    await page.goto(baseUrl + path, { waitUntil: "load" });
    await page.waitForTimeout(400);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === "1" });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
