import { describe, expect, it } from "vitest";
import { cardAlt, cardText, socialCardPath } from "./social-card";

describe("socialCardPath", () => {
  it("names one PNG per address", () => {
    expect(socialCardPath("/")).toBe("/social/home.png");
    expect(socialCardPath("/about")).toBe("/social/about.png");
    expect(socialCardPath("/tours/brooklyn-heights")).toBe("/social/tours/brooklyn-heights.png");
    expect(socialCardPath("/blog?post=jerry-fox")).toBe("/social/blog/post/jerry-fox.png");
    expect(socialCardPath("/blog")).toBe("/social/blog.png");
  });
});

describe("cardText", () => {
  const brand = "NYC Cat History Tours";
  it("drops the parts that repeat the brand", () => {
    expect(cardText("About Us | NYC Cat History Tours", brand)).toEqual({ heading: "About Us", subheading: "" });
    expect(cardText("Jerry Fox | NYC Cat History Tours Blog", brand)).toEqual({ heading: "Jerry Fox", subheading: "" });
    expect(cardText("NYC Cat History Tours | Guided Walks", brand)).toEqual({
      heading: "Guided Walks",
      subheading: "",
    });
  });
  it("keeps the first part as the heading and the rest beneath", () => {
    expect(cardText("Cat Gallery | Tour Photos & Fan Photos", brand)).toEqual({
      heading: "Cat Gallery",
      subheading: "Tour Photos & Fan Photos",
    });
  });
  it("falls back to the brand", () => {
    expect(cardText("NYC Cat History Tours", brand)).toEqual({ heading: brand, subheading: "" });
  });
  it("describes the card", () => {
    expect(cardAlt("Cat Gallery | Tour Photos", brand)).toBe(
      "Cat Gallery: Tour Photos, over artwork from NYC Cat History Tours",
    );
    expect(cardAlt("Reservar un tour | Fechas disponibles y reserva en línea", brand, "es")).toBe(
      "Reservar un tour: Fechas disponibles y reserva en línea, sobre una ilustración de NYC Cat History Tours",
    );
  });
});
