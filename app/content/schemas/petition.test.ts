import { describe, expect, it } from "vitest";
import { getPetition } from "../content.server";
import { petitionSchema } from "./petition";

describe('petition.yaml (SPEC §2 "Petition")', () => {
  it("titles the four significance cards as the spec names them", () => {
    expect(getPetition().significance.map((card) => card.title)).toEqual([
      "Community Care",
      "Documented Heroism",
      "Media Recognition",
      "Legacy",
    ]);
  });

  it("tells the story: born around 1876, spectacles about 1903, the fire of 22 May 1904, about 28 years", () => {
    const petition = getPetition();
    const all = [...petition.story, ...petition.timeline.flatMap((entry) => [entry.year, entry.text])].join(" ");
    for (const fact of ["1876", "1903", "spectacles", "22 May 1904", "28 years"]) expect(all).toContain(fact);
  });

  it("states no supporter count", () => {
    expect(getPetition().sign.text).not.toMatch(/\b\d{1,3}(,\d{3})+\b|\b\d{3,}\s+(supporters|signatures)/i);
  });

  it("accepts reworded cards, rejects a missing card or field", () => {
    const petition = structuredClone(getPetition());
    petition.significance[0]!.title = "Neighbours who cared";
    expect(petitionSchema.safeParse(petition).success).toBe(true);
    expect(petitionSchema.safeParse({ ...petition, significance: petition.significance.slice(1) }).success).toBe(false);
    const { sign: _sign, ...withoutSign } = petition;
    expect(petitionSchema.safeParse(withoutSign).success).toBe(false);
  });
});
