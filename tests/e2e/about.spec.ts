import { expect, test } from "./fixtures";

// SPEC §2 /about: hero, story text, a team of four (name, role, bio, image, cat name), three highlight cards and a
// call to action to /booking. The copy and the team are the company's content (app/content/about.yaml): this checks
// the page's structure and that each part is filled, not the words.
test.describe("/about", () => {
  test("hero, story, the team of four with names, roles, bios, photos and cats, three highlights, a call to book", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    const section = (headingId: string) => page.locator(`section[aria-labelledby="${headingId}"]`);

    const story = section("story-heading");
    await expect(story.getByRole("heading", { level: 2 })).not.toBeEmpty();
    expect((await story.locator("p").allInnerTexts()).join(" ").length).toBeGreaterThan(200);

    const team = section("team-heading").getByRole("listitem");
    await expect(team).toHaveCount(4);
    const names = new Set<string>();
    for (const member of await team.all()) {
      const name = (await member.getByRole("heading", { level: 3 }).innerText()).trim();
      expect(name.length).toBeGreaterThan(0);
      names.add(name);
      const [role = "", bio = ""] = await member.locator("p").allInnerTexts();
      expect(role.trim().length).toBeGreaterThan(0);
      expect(bio.trim().length).toBeGreaterThan(40);
      await expect(member).toContainText(/Cat: \S+/);
      await expect(member.getByRole("img")).toHaveAttribute("alt", /\S/);
    }
    expect(names.size).toBe(4);

    await expect(page.getByRole("region", { name: "Highlights" }).getByRole("listitem")).toHaveCount(3);
    await expect(section("about-cta-heading").getByRole("link")).toHaveAttribute("href", "/booking");
  });
});
