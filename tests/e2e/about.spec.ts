import { expect, test } from "./fixtures";
import { htmlText } from "./support/html-text";
import { getSpanishPage, providerAddresses } from "./support/spanish-page";

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

  test("/es/about tells the story, the team and the highlights in Spanish, over HTTP (issue 42)", async ({
    request,
  }) => {
    const { html, text } = await getSpanishPage(request, "/es/about", "Quiénes somos | NYC Cat History Tours");
    for (const words of [
      // The heading (es.ts) and the content (about.yaml es:), its tokens expanded.
      "Quiénes somos",
      "Nuestra historia",
      "De una nota al pie en un archivo a un tour a pie",
      "Todo empezó con una nota al pie.",
      "nuestro precio en $40 por persona",
      "Conozca al equipo",
      "Cuatro neoyorquinos, cuatro gatos",
      // The team's names and cats stay; their roles and bios are Spanish.
      "Samuel Brandt",
      "Cofundador e historiador principal",
      "Bibliotecaria jubilada, Ruth encuentra los recortes",
      "Gato: Pierrepont",
      "Investigado en las fuentes",
      "Grupos pequeños, guías locales",
      "Una calificación de 4.9 sobre 5",
      "Camine con nosotros",
      "$40 por persona, unas 2 horas.",
      "Reserve su tour",
      // The frame, in Spanish; the menu's link to this page is no longer marked.
      "Saltar al contenido principal",
      "Nosotros",
    ])
      expect(text, words).toContain(words);
    expect(html).toContain('aria-label="Lo más destacado"');
    expect(html).toContain(
      'alt="Retrato de Samuel con suéter y gorra naranjas, con un gato atigrado naranja a su lado"',
    );
    // The call to action leads to the booking page in Spanish.
    expect(html).toMatch(/<a [^>]*href="\/es\/booking"[^>]*>Reserve su tour<\/a>/);
    expect(text).not.toMatch(
      /About us|Our story|Meet the team|How it started|Walk with us|Book Your Tour|Cat: |Highlights|Co-founder|Nosotros \(en inglés\)|Quiénes somos \(en inglés\)/,
    );
    expect(html).not.toContain('aria-label="Highlights"');
    // The menus' and the footer's gift card: every provider address in Spanish.
    const spanish = providerAddresses(html);
    expect(spanish.length).toBeGreaterThan(0);
    for (const address of spanish) expect(new URL(address).searchParams.get("language"), address).toBe("es");

    const english = await (await request.get("/about")).text();
    expect(english).toContain('<html lang="en-US"');
    expect(htmlText(english)).toContain("Cat: Pierrepont");
    expect(english).not.toContain("Quiénes somos");
    for (const address of providerAddresses(english)) expect(address).not.toContain("language=");
  });
});
