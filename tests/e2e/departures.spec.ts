import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { startFakeFareHarbor } from "./support/fake-fareharbor";
import { startServer, stopAll, type ServerProcess } from "./support/server-process";

/**
 * Issue 43 item 3: live departures from FareHarbor's External API, through the one live-data endpoint. A server with
 * API keys is pointed at a recording fake (support/fake-fareharbor.ts): Brooklyn Heights (item 562630) answers its
 * recorded availabilities moved to the coming weeks (weekends at 10:00 AM; 4 spots, a sold-out Sunday, 1 spot, 12
 * spots), the Financial District (577800) answers 500. The suite's own server has no keys: the published schedule.
 */
test.describe.configure({ mode: "serial" });

const KEYS = { FAREHARBOR_API_APP: "fh-app-5d2e7c91", FAREHARBOR_API_USER: "fh-user-0b84a6f3" };
let fareharbor: Awaited<ReturnType<typeof startFakeFareHarbor>>;
let server: ServerProcess;
test.beforeAll(async () => {
  fareharbor = await startFakeFareHarbor();
  server = await startServer({ ...KEYS, FAREHARBOR_API_ORIGIN: fareharbor.origin });
  // The endpoint waits a moment for departures not yet cached, then answers without them and lets the cache fill: on
  // a slow machine the first read may come back without them. Wait until the server has them, as a page read later
  // would find them.
  await expect
    .poll(async () => JSON.stringify(await (await fetch(`${server.origin}/status.json?page=booking`)).json()), {
      timeout: 30_000,
    })
    .toContain("spots left");
});
test.afterAll(async () => {
  await stopAll();
  await fareharbor.close();
});

const BOOK =
  /^https:\/\/fareharbor\.com\/embeds\/book\/example-shortname\/items\/562630\/availability\/81234055\d\/book\//;
const FIRST = /^Sat [A-Z][a-z]{2} \d{1,2}, 10:00 AM · 4 spots left$/;
const SECOND = /^Sat [A-Z][a-z]{2} \d{1,2}, 10:00 AM · 1 spot left$/;
const THIRD = /^Sun [A-Z][a-z]{2} \d{1,2}, 10:00 AM · 12 spots left$/;

/** Opens `path` with the provider's calendar held loading (its card stays), scrolled to the calendar's box. */
async function openCalendarCard(page: Page, origin: string, path: string, section: string) {
  await page.route(
    (url) => url.hostname === "fareharbor.com",
    () => {},
  );
  await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await page.locator(section).scrollIntoViewIfNeeded();
  return page.locator(section).getByTestId("calendar-card");
}

test("the tour page and /booking list the next three departures with the spots left, each a link to it", async ({
  page,
}) => {
  const card = await openCalendarCard(page, server.origin, "/tours/brooklyn-heights", "#book-now");
  const list = card.getByRole("list", { name: "Next departures" });
  await expect(list.getByRole("link")).toHaveCount(3);
  const links = list.getByRole("link");
  await expect(links.nth(0)).toHaveText(new RegExp(FIRST.source.replace("$", " \\(opens in a new tab\\)$")));
  await expect(links.nth(1)).toHaveText(new RegExp(SECOND.source.replace("$", " \\(opens in a new tab\\)$")));
  await expect(links.nth(2)).toHaveText(new RegExp(THIRD.source.replace("$", " \\(opens in a new tab\\)$")));
  await expect(links.nth(0)).toHaveAttribute("href", new RegExp(`${BOOK.source}\\?flow=1219724&full-items=yes$`));
  await expect(card.getByText(/^Next walks:/)).toHaveCount(0);

  const booking = await openCalendarCard(page, server.origin, "/booking?itemId=562630", "#calendar");
  await expect(booking.getByRole("list", { name: "Next departures" }).getByRole("link")).toHaveCount(3);

  const spanish = await openCalendarCard(page, server.origin, "/es/tours/brooklyn-heights", "#book-now");
  const first = spanish.getByRole("list", { name: "Próximas salidas" }).getByRole("link").first();
  await expect(first).toHaveText(/^sáb \d{1,2} de [a-z]{3,4}, 10:00\sa\.\sm\. · quedan 4 plazas/);
  await expect(first).toHaveAttribute("href", new RegExp(`${BOOK.source}\\?flow=1219724&full-items=yes&language=es$`));
});

test("the API was asked once per tour with the keys as headers; no answer, page or log line holds a key", async ({
  request,
}) => {
  const asked = fareharbor.seen.filter(({ path }) => path.includes("/items/562630/"));
  expect(asked).toHaveLength(1);
  expect(asked[0]?.path).toMatch(
    /^\/api\/external\/v1\/companies\/example-shortname\/items\/562630\/minimal\/availabilities\/date-range\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/$/,
  );
  expect(asked[0]).toMatchObject({ app: KEYS.FAREHARBOR_API_APP, user: KEYS.FAREHARBOR_API_USER });

  const answers: string[] = [];
  for (const path of [
    "/status.json?tour=brooklyn-heights",
    "/status.json?tour=financial-district",
    "/status.json?page=booking",
    "/status.json",
    "/tours/brooklyn-heights",
    "/booking?itemId=562630",
    "/healthz",
  ]) {
    answers.push(`${path}\n${JSON.stringify((await request.get(`${server.origin}${path}`)).headers())}`);
    answers.push(await (await request.get(`${server.origin}${path}`)).text());
  }
  const everything = [...answers, server.stdout(), server.stderr()].join("\n");
  for (const key of Object.values(KEYS)) expect(everything).not.toContain(key);
  expect(answers.join("\n")).toContain("4 spots left");
});

test("on a 500 from the API the card shows the published schedule", async ({ page, request }) => {
  const body = (await (await request.get(`${server.origin}/status.json?tour=financial-district`)).json()) as object;
  expect(Object.keys(body)).toEqual(["statuses"]);
  const card = await openCalendarCard(page, server.origin, "/tours/financial-district", "#book-now");
  await expect(card.getByText(/^Next walks: Sat, [A-Z][a-z]{2} \d{1,2} · Sat, /)).toBeVisible();
  await expect(card.getByRole("list", { name: "Next departures" })).toHaveCount(0);
});

test("without keys (the suite's server) the card shows the published schedule", async ({ page, request, baseURL }) => {
  const body = (await (await request.get("/status.json?tour=brooklyn-heights")).json()) as object;
  expect(body).not.toHaveProperty("departures");
  const card = await openCalendarCard(page, baseURL ?? "", "/tours/brooklyn-heights", "#book-now");
  await expect(card.getByText(/^Next walks: (Sat|Sun), [A-Z][a-z]{2} \d{1,2} · /)).toBeVisible();
  await expect(card.getByRole("list", { name: "Next departures" })).toHaveCount(0);
});
