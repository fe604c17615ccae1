import { describe, expect, it } from "vitest";
import { suggestPage } from "./not-found";

describe("suggestPage", () => {
  it.each([
    ["/brooklyn-walk", "/tours/brooklyn-heights"],
    ["/heights", "/tours/brooklyn-heights"],
    ["/financial", "/tours/financial-district"],
    ["/district-9", "/tours/financial-district"],
    ["/lower-manhattan", "/tours/lower-east-side"],
    ["/east", "/tours/lower-east-side"],
    ["/side-quests", "/tours/lower-east-side"],
    ["/private-party", "/tours/private-tours"],
    ["/custom", "/tours/private-tours"],
    ["/booking-form", "/booking"],
    ["/reserve-a-spot", "/booking"],
    ["/gallery-2019", "/gallery"],
    ["/photography", "/gallery"],
    ["/blogs", "/blog"],
    ["/post-123", "/blog"],
    ["/aboutus", "/about"],
    ["/contacts", "/contact"],
    ["/pressroom", "/press-kit"],
    ["/social-media", "/press-kit"],
    ["/newsletter", "/in-the-news"],
    ["/BROOKLYN", "/tours/brooklyn-heights"],
  ])("%s suggests %s", (path, expected) => {
    expect(suggestPage(path)?.path).toBe(expected);
  });

  it("gives exactly one suggestion: the first matching row wins", () => {
    expect(suggestPage("/brooklyn-blog")?.path).toBe("/tours/brooklyn-heights");
    expect(suggestPage("/book-news")?.path).toBe("/booking");
  });

  it("suggests nothing when no keyword is present", () => {
    expect(suggestPage("/xyz")).toBeNull();
    expect(suggestPage("/")).toBeNull();
  });

  it("copes with malformed escapes", () => {
    expect(suggestPage("/%E0%A4%A-about")?.path).toBe("/about");
  });
});
