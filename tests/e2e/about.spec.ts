import { expect, test } from "./fixtures";

test.describe("/about", () => {
  test("hero, story, the team of four with names, roles and cats, three highlights, a call to book", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "From an archive footnote to a walking tour" })).toBeVisible();

    const team = page.getByRole("region", { name: "Meet the team" }).getByRole("listitem");
    await expect(team).toHaveCount(4);
    const expected = [
      ["Samuel Brandt", "Co-founder & Lead Historian", "Pierrepont"],
      ["Andre Baptiste", "Guide, Financial District", "Pearl"],
      ["Ruth Kessler", "Archivist & Guide, Lower East Side", "Ludlow"],
      ["Lucia Moreno", "Guest Experience & Private Tours", "Orchard"],
    ] as const;
    for (const [index, [name, role, cat]] of expected.entries()) {
      const member = team.nth(index);
      await expect(member.getByRole("heading", { name })).toBeVisible();
      await expect(member).toContainText(role);
      await expect(member).toContainText(`Cat: ${cat}`);
      await expect(member.getByRole("img")).toHaveAttribute("alt", new RegExp(name.split(" ")[0] ?? name));
    }

    await expect(page.getByRole("region", { name: "Highlights" }).getByRole("listitem")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Walk with us" }).getByRole("link", { name: "Book Your Tour" }),
    ).toHaveAttribute("href", "/booking");
  });
});
