import { describe, expect, it } from "vitest";
import { getAboutPage, getHomePage, getTestimonials } from "../content.server";
import { aboutPageSchema } from "./about";
import { homePageSchema, testimonialsSchema } from "./home";

describe("home, about and testimonial content", () => {
  it("loads: 14 gallery photos, four feature cards, 10 reviews and 3 defaults, a team of four", () => {
    expect(getHomePage().features.items).toHaveLength(4);
    expect(getTestimonials().reviews).toHaveLength(10);
    expect(getTestimonials().defaults).toHaveLength(3);
    expect(getAboutPage().team.members).toHaveLength(4);
    expect(getAboutPage().highlights).toHaveLength(3);
  });

  it("rejects a team that is not four", () => {
    const about = getAboutPage();
    const result = aboutPageSchema.safeParse({
      ...about,
      team: { ...about.team, members: about.team.members.slice(1) },
    });
    expect(result.success).toBe(false);
  });

  it('states the spec\'s final call to action and book title (SPEC §2 "Home")', () => {
    expect(getHomePage().finalCta.heading).toBe("Book Your Tour – Only $40!");
    expect(getHomePage().book.title).toBe("The Cat Men of Gotham");
  });

  it("accepts a copy edit of the final call to action, rejects a missing field", () => {
    const home = getHomePage();
    expect(homePageSchema.safeParse({ ...home, finalCta: { ...home.finalCta, heading: "Book now" } }).success).toBe(
      true,
    );
    const { buttonLabel: _dropped, ...withoutButton } = home.finalCta;
    expect(homePageSchema.safeParse({ ...home, finalCta: withoutButton }).success).toBe(false);
  });

  it("rejects a review list that is not 10 long", () => {
    const { reviews, defaults } = getTestimonials();
    expect(testimonialsSchema.safeParse({ reviews: reviews.slice(1), defaults }).success).toBe(false);
  });
});
