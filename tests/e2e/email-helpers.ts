import type { Page, Route } from "@playwright/test";

/** One request the page sent to the e-mail service's send endpoint, with the page's (controllable) clock time. */
export type SentEmail = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
  pageTime: number;
};

export type Outcome = "ok" | 400 | 500 | "abort";

/**
 * Intercepts the e-mail send endpoint (the site's own origin in a build with
 * no keys) and records each payload. `outcomes[i]` answers the i-th request
 * (default 200 'OK'); `hold` keeps a request pending until released.
 */
export async function interceptEmail(page: Page, outcomes: Outcome[] = []) {
  const sent: SentEmail[] = [];
  const held: Array<() => void> = [];
  let holdNext = false;
  await page.route("**/api/v1.0/email/send", async (route: Route) => {
    const pageTime = await page.evaluate(() => Date.now()).catch(() => 0);
    sent.push({ ...(route.request().postDataJSON() as Omit<SentEmail, "pageTime">), pageTime });
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    const outcome = outcomes[sent.length - 1] ?? "ok";
    if (outcome === "abort") return route.abort("failed");
    if (outcome === "ok") return route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    return route.fulfill({
      status: outcome,
      contentType: "text/plain",
      body: outcome === 400 ? "The template_params parameter is invalid" : "Internal Server Error",
    });
  });
  return {
    sent,
    /** The next request stays pending until `release()`. */
    holdNext: () => {
      holdNext = true;
    },
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

/** Browser messages a failed request logs by itself (the app handles the failure). */
export const FAILED_REQUEST_LOG = /Failed to load resource|net::ERR_FAILED/;
