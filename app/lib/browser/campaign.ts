/**
 * The campaign a visit came from (issue 32 item 4): the tracking parameters of
 * the landing address, kept in the tab's session storage (first-party, gone
 * when the tab closes) so that a booking opened several pages later still
 * knows them. Nothing here sends anything: the booking provider's attribution
 * reads the campaign when it builds an address (app/lib/services/booking-attribution.ts).
 */
export const CAMPAIGN_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "gclid",
  "ref",
] as const;

export type Campaign = Partial<Record<(typeof CAMPAIGN_KEYS)[number], string>>;

export const CAMPAIGN_STORAGE_KEY = "nyc-cat-tours:campaign";

/** Longest value kept per parameter: a click id is ~100 characters, anything longer is not a campaign. */
const MAX_VALUE = 200;

/** The campaign parameters of a query string, or null when it has none. */
export function campaignFrom(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE);
    if (value) campaign[key] = value;
  }
  return Object.keys(campaign).length ? campaign : null;
}

// This page load's campaign; also the fallback where the browser refuses storage.
let visit: Campaign | null | undefined;

/**
 * The visit's campaign. The first call of a page load reads the landing
 * address's query (`landing`, taken when the page has hydrated, before a
 * client-side navigation could replace it; else the address now): a tagged landing
 * replaces what the tab stored (the latest campaign counts, as the provider
 * does with its own `ref`), an untagged one keeps it. Null on the server and
 * for an untagged visit.
 */
export function visitCampaign(landing?: string): Campaign | null {
  if (visit !== undefined) return visit;
  if (typeof window === "undefined") return null;
  visit = campaignFrom(landing ?? window.location.search);
  try {
    if (visit) window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(visit));
    else visit = storedCampaign();
  } catch {
    // No storage (a locked-down browser): the campaign lasts for this page.
  }
  return visit;
}

function storedCampaign(): Campaign | null {
  const stored: unknown = JSON.parse(window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? "null");
  if (!stored || typeof stored !== "object") return null;
  // Only the known keys, as strings: the same rules as a landing address.
  return campaignFrom(new URLSearchParams(stored as Record<string, string>).toString());
}

/** Tests only: forget this page load's reading. */
export function resetVisitCampaign(): void {
  visit = undefined;
}
