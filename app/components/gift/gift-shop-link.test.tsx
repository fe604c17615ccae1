import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { GiftShopLink } from "./gift-shop-link";

/**
 * The gift-card shop's link and its error state (issue 31 item 7) in the page's language: /es/gift hands it the
 * Spanish words (issue 42); /gift's are the English default.
 */
const SHOP =
  "https://fareharbor.com/embeds/book/example-shortname/items/562633/calendar/?flow=1219724&full-items=yes&language=es";

let answers = false;

beforeEach(() => {
  answers = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(() => (answers ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError("Failed to fetch")))),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe("GiftShopLink", () => {
  it("says in Spanish that the shop is down, and offers to try again or to e-mail us", async () => {
    const { shop, mailSubject } = esPages.gift;
    render(
      <GiftShopLink
        href={SHOP}
        label="Comprar una tarjeta de regalo"
        email="hello@example.com"
        probe
        words={shop}
        mailSubject={mailSubject}
      />,
    );
    expect(
      screen.getByRole("link", {
        name: "Comprar una tarjeta de regalo (abre en una pestaña nueva la página de tarjetas de regalo de nuestro socio de reservas)",
      }),
    ).toHaveAttribute("href", SHOP);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo abrir la tienda de tarjetas de regalo");
    expect(alert).toHaveTextContent(
      "La página de tarjetas de regalo de nuestro socio de reservas no responde en este momento. Inténtelo de nuevo en un momento, o escríbanos y prepararemos la tarjeta de regalo con usted.",
    );
    expect(alert).not.toHaveTextContent(/could not be reached|Try again|E-mail/);
    expect(screen.getByRole("link", { name: "Escriba a hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Una%20tarjeta%20de%20regalo",
    );
    // The shop answers again: "Intentar de nuevo" checks once more and the alert goes.
    answers = true;
    await userEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("speaks English by default, as /gift shows it", async () => {
    render(<GiftShopLink href={SHOP} label="Buy a Gift Card" email="hello@example.com" probe />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The gift-card shop could not be reached");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "E-mail hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=A%20gift%20card",
    );
  });
});
