import { expect, test, waitForHydration } from "./fixtures";

test.describe("/petition-jerry-fox", () => {
  test("the story with its dates, the blog link and four significance cards", async ({ page }) => {
    await page.goto("/petition-jerry-fox");
    const main = page.getByRole("main");
    const story = main.locator("section#story");
    for (const fact of ["1876", "1903", "spectacles", "22 May 1904", "28 years"]) {
      await expect(story.getByText(fact).first()).toBeVisible();
    }
    await expect(story.getByRole("link", { name: /full story/ })).toHaveAttribute("href", "/blog?post=jerry-fox");

    const cards = main.locator("section", {
      has: page.getByRole("heading", { name: "Why Jerry Fox Deserves a Plaque" }),
    });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Community Care",
      "Documented Heroism",
      "Media Recognition",
      "Legacy",
    ]);

    // No supporter count is invented: "hundreds of supporters", never a number.
    await expect(main.getByText(/hundreds of supporters/i)).toBeVisible();
    expect(await main.innerText()).not.toMatch(/\d[\d,]*\+?\s+(supporters|signatures|people have signed)/i);

    await expect(main.getByRole("link", { name: /Email us/ })).toHaveAttribute("href", /^mailto:[^?@]+@[^?]+(\?|$)/);
  });

  test("'Sign the Petition' scrolls to the signing section", async ({ page }) => {
    await page.goto("/petition-jerry-fox");
    await waitForHydration(page);
    const signing = page.locator("section#sign-petition");
    await expect(signing).not.toBeInViewport();
    await page.getByRole("link", { name: "Sign the Petition", exact: true }).click();
    await expect(signing.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(signing).toBeFocused();
    expect(page.url()).toMatch(/\/petition-jerry-fox#sign-petition$/);
  });

  test("the signing button opens the external form in a new window", async ({ page, context }) => {
    await page.goto("/petition-jerry-fox");
    await waitForHydration(page);
    const sign = page.locator("section#sign-petition").getByRole("link", { name: /Sign the Petition Online/ });
    await expect(sign).toHaveAttribute("target", "_blank");
    await expect(sign).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), sign.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe("https://forms.example.com/jerry-fox-plaque");
    expect(page.url()).toMatch(/\/petition-jerry-fox$/);
  });
});
