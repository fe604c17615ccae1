import { afterEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_STORAGE_KEY, campaignFrom, resetVisitCampaign, visitCampaign } from "./campaign";

/** A new page load of `address` in the same tab: the address changes, session storage stays. */
function land(address: string) {
  window.history.replaceState(null, "", address);
  resetVisitCampaign();
}

describe("campaignFrom", () => {
  it("keeps the seven campaign parameters, trimmed, and nothing else", () => {
    expect(
      campaignFrom(
        "?utm_source=timeout&utm_medium=print&utm_campaign=fall&utm_content=ad+2&utm_term=cats&gclid=Cj0K&ref=qr_park&fbclid=x&itemId=1",
      ),
    ).toEqual({
      utm_source: "timeout",
      utm_medium: "print",
      utm_campaign: "fall",
      utm_content: "ad 2",
      utm_term: "cats",
      gclid: "Cj0K",
      ref: "qr_park",
    });
  });

  it("is null without any, and skips empty values", () => {
    expect(campaignFrom("")).toBeNull();
    expect(campaignFrom("?itemId=562630&fbclid=x")).toBeNull();
    expect(campaignFrom("?utm_source=&utm_medium=%20")).toBeNull();
    expect(campaignFrom("?utm_source=&utm_campaign=y")).toEqual({ utm_campaign: "y" });
  });

  it("cuts a value at 200 characters", () => {
    expect(campaignFrom(`?gclid=${"a".repeat(500)}`)?.gclid).toHaveLength(200);
  });
});

describe("visitCampaign", () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    land("/");
  });

  it("keeps a tagged landing's campaign for the visit, in session storage only", () => {
    land("/?utm_source=x&utm_campaign=y");
    expect(visitCampaign()).toEqual({ utm_source: "x", utm_campaign: "y" });
    expect(JSON.parse(window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? "")).toEqual({
      utm_source: "x",
      utm_campaign: "y",
    });
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe("");

    // A later page load without tags (a reload of an internal address) still knows it.
    land("/tours/brooklyn-heights");
    expect(visitCampaign()).toEqual({ utm_source: "x", utm_campaign: "y" });
  });

  it("reads the landing address once per page load: a client-side navigation does not change it", () => {
    land("/?utm_source=x");
    expect(visitCampaign()).toEqual({ utm_source: "x" });
    window.history.pushState(null, "", "/tours?utm_source=other");
    expect(visitCampaign()).toEqual({ utm_source: "x" });
  });

  it("lets a newer tagged landing replace the stored campaign whole", () => {
    land("/?utm_source=x&utm_medium=email&utm_campaign=y");
    visitCampaign();
    land("/tours?ref=qr_park");
    expect(visitCampaign()).toEqual({ ref: "qr_park" });
  });

  it("is null for an untagged visit, and ignores stored junk", () => {
    land("/about");
    expect(visitCampaign()).toBeNull();
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, "{not json");
    land("/about");
    expect(visitCampaign()).toBeNull();
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify({ evil: "x", utm_source: "ok" }));
    land("/about");
    expect(visitCampaign()).toEqual({ utm_source: "ok" });
  });

  it("lasts for the page where the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    land("/?utm_source=x");
    expect(visitCampaign()).toEqual({ utm_source: "x" });
  });
});
