import { describe, expect, it } from "vitest";
import { siteConfig } from "./config";

describe("site configuration", () => {
  it("holds settings only: the company's facts are content (app/content/site-facts.yaml)", () => {
    for (const moved of ["season", "announcement", "seasonalBanner", "email", "instagramHandle", "brandName"]) {
      expect(siteConfig).not.toHaveProperty(moved);
    }
    expect(siteConfig.booking).not.toHaveProperty("shortname");
  });
});
