import { describe, expect, it } from "vitest";
import { announcementFor, seasonalBannerFor, siteConfig } from "./config";

describe("season texts", () => {
  it("default the announcement and the seasonal banner from the one season value (SPEC §2)", () => {
    expect(seasonalBannerFor("Summer 2025")).toBe("Summer 2025 tours booking now");
    expect(announcementFor("Autumn 2026")).toBe(
      "Now booking our Autumn 2026 season. Reserve your spot on a cat history walk.",
    );
  });

  it("uses Summer 2025 when nothing is configured", () => {
    expect(siteConfig.season).toBe("Summer 2025");
    expect(siteConfig.seasonalBanner).toBe("Summer 2025 tours booking now");
    expect(siteConfig.announcement).toContain("Summer 2025");
  });
});
