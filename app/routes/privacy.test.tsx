import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { privacyInputs, privacyPageData } from "~/lib/config/privacy-notice.server";
import { readPrivacySettings } from "~/lib/config/privacy-settings";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import PrivacyPage from "./privacy";

/** /privacy (or /es/privacy) as the build renders it with these server settings (an environment, read with the server's schema). */
function renderWith(env: Record<string, string>, locale: "en" | "es" = "en") {
  const data = {
    ...privacyPageData(privacyInputs(readPrivacySettings(env)), locale),
    words: locale === "en" ? null : pageWordsFor(locale).privacy,
    meta: [],
    heading: "",
  };
  const path = locale === "en" ? "/privacy" : "/es/privacy";
  const Stub = createRoutesStub([
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route's props, built by hand
    { path, Component: () => <PrivacyPage {...({ loaderData: data } as any)} /> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const section = (name: string) => screen.getByRole("region", { name });

describe("/privacy's figures come from the server's settings", () => {
  it("states the defaults: 30, 90, 7 and 180 days, 8 tries, 10 posts in any 10 seconds", () => {
    renderWith({});
    const delivery = section("Our outbox and e-mail delivery");
    expect(delivery).toHaveTextContent(
      "30 days after delivery; 90 days after the last of 8 tries for a message that cannot be delivered; 7 days for spam; newsletter signups 180 days.",
    );
    expect(section("Contact form")).toHaveTextContent("In our outbox: 30 days after the e-mail is delivered");
    expect(section("Newsletter signup")).toHaveTextContent("180 days in our outbox");
    expect(section("Protection against abuse")).toHaveTextContent(
      "at most 10 form posts per address in any 10 seconds, and 100 form posts in any 24 hours.",
    );
    expect(section("Protection against abuse")).toHaveTextContent("24 hours at most, then forgotten");
  });

  it("changes when the configuration changes", () => {
    renderWith({
      OUTBOX_RETENTION_DAYS: "45",
      OUTBOX_FAILED_RETENTION_DAYS: "60",
      OUTBOX_SPAM_RETENTION_DAYS: "1",
      OUTBOX_NEWSLETTER_RETENTION_DAYS: "365",
      DELIVERY_MAX_TRIES: "3",
      API_RATE_LIMIT_MAX: "5",
      API_RATE_LIMIT_WINDOW_MS: "60000",
      API_DAILY_POST_MAX: "40",
    });
    expect(section("Our outbox and e-mail delivery")).toHaveTextContent(
      "45 days after delivery; 60 days after the last of 3 tries for a message that cannot be delivered; 1 day for spam; newsletter signups 365 days.",
    );
    expect(section("Contact form")).toHaveTextContent("In our outbox: 45 days after the e-mail is delivered");
    expect(section("Feedback survey")).toHaveTextContent("45 days after the e-mail is delivered");
    expect(section("Newsletter signup")).toHaveTextContent("365 days in our outbox");
    const limit = section("Protection against abuse");
    expect(limit).toHaveTextContent(
      "at most 5 form posts per address in any 1 minute, and 40 form posts in any 24 hours.",
    );
    expect(within(limit).queryByText(/10 seconds/)).toBeNull();
  });

  it("names the company and its e-mail from the site facts", () => {
    renderWith({});
    const controller = section("Who is responsible");
    expect(controller).toHaveTextContent("NYC Cat History Tours");
    expect(within(controller).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Privacy",
    );
  });
});

describe("/es/privacy states the same figures in Spanish (issue 42)", () => {
  it("words the server's settings, the labels and the e-mail's subject in Spanish", () => {
    renderWith(
      {
        OUTBOX_RETENTION_DAYS: "45",
        OUTBOX_SPAM_RETENTION_DAYS: "1",
        DELIVERY_MAX_TRIES: "3",
        API_RATE_LIMIT_MAX: "5",
        API_RATE_LIMIT_WINDOW_MS: "60000",
      },
      "es",
    );
    expect(section("Nuestra bandeja de salida y el envío de correos")).toHaveTextContent(
      "45 días después de la entrega; 90 días después del último de 3 intentos para un mensaje que no se puede entregar; 1 día para el spam; las suscripciones al boletín, 180 días.",
    );
    expect(section("Formulario de contacto")).toHaveTextContent(
      "En nuestra bandeja de salida: 45 días después de entregado el correo",
    );
    expect(section("Protección contra abusos")).toHaveTextContent(
      "como máximo 5 envíos de formulario por dirección en cualquier lapso de 1 minuto, y 100 envíos de formulario en cualquier lapso de 24 horas.",
    );
    for (const label of ["Qué recogemos", "Para qué", "Adónde va", "Cuánto tiempo lo guardamos"])
      expect(within(section("Formulario de contacto")).getByText(label)).toBeInTheDocument();
    const controller = section("Quién es responsable");
    expect(within(controller).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Privacidad",
    );
    expect(screen.getByRole("navigation", { name: "En esta página" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ days | tries|Where it goes|Who is responsible|Last updated/);
  });
});
