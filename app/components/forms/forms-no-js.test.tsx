import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { esPages } from "~/lib/i18n/es";
import { HONEYPOT_FIELD } from "~/lib/messages/honeypot";
import { ContactForm } from "./contact-form";
import { SurveyForm } from "./survey-form";
import { SAMPLE_SURVEY } from "../../../tests/fixtures/survey";

/** The forms as the /contact and /survey actions render them (issue 19), and their honeypot. */
describe("ContactForm", () => {
  it("posts natively with a name on every field, honeypot included", () => {
    render(<ContactForm send={vi.fn()} />);
    const form = screen.getByRole("form", { name: "Contact form" }) as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    const names = Array.from(form.elements)
      .filter((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      .map((element) => (element as HTMLInputElement).name);
    expect(names).toEqual(["name", "email", "phone", "message", "consent", HONEYPOT_FIELD]);
    const trap = form.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows the action's field messages with the typed values, and re-validates on change", async () => {
    render(
      <ContactForm
        send={vi.fn()}
        serverState={{
          status: "invalid",
          values: { name: "A", email: "bad", phone: "", message: "Hello", consent: false },
          errors: { name: "Name must be at least 2 characters", email: "Please enter a valid email address" },
        }}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue("A");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("bad");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
    expect(screen.getByText("Name must be at least 2 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), "da");
    // The rules load on demand (useSchemaForm): the message goes once they have checked the new value.
    await waitFor(() => expect(screen.queryByText("Name must be at least 2 characters")).not.toBeInTheDocument());
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("shows 'Message Sent!' after a successful post, and the failure banner with the values kept", () => {
    const { unmount } = render(<ContactForm send={vi.fn()} serverState={{ status: "sent" }} />);
    expect(screen.getByRole("heading", { name: "Message Sent!" })).toBeInTheDocument();
    unmount();
    render(
      <ContactForm
        send={vi.fn()}
        serverState={{
          status: "unavailable",
          values: { name: "Ada", email: "ada@example.com", phone: "", message: "", consent: true },
          message: "There was a problem sending your message. Please try again later.",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error: There was a problem sending your message. Please try again later.",
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Ada");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("hands a filled honeypot to the sender", async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/^Name/), "Bot");
    await userEvent.type(screen.getByLabelText(/^Email/), "bot@example.com");
    await userEvent.click(screen.getByRole("checkbox"));
    const trap = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    trap.value = "http://spam.test";
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: "Bot" }), { honeypot: "http://spam.test" });
  });
});

// Issue 42 item 5: /es/contact's form, its words and messages from the page's data (es.ts), asserted as Spanish.
describe("ContactForm in Spanish", () => {
  const translation = {
    language: "es" as const,
    words: esPages.contact.form,
    messages: esPages.contactMessages,
    errors: esPages.contactErrors,
  };

  it("shows the action's Spanish messages with everything typed, re-validates in Spanish, links the Spanish notice", async () => {
    render(
      <ContactForm
        send={vi.fn()}
        translation={translation}
        serverState={{
          status: "invalid",
          values: { name: "A", email: "mal", phone: "", message: "Hola", consent: false },
          errors: {
            name: "El nombre debe tener al menos 2 caracteres",
            consent: "Debe aceptar recibir noticias para enviar el mensaje",
          },
        }}
      />,
    );
    expect(screen.getByRole("form", { name: "Formulario de contacto" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue("A");
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue("mal");
    expect(screen.getByLabelText(/^Mensaje \(opcional\)/)).toHaveValue("Hola");
    expect(screen.getByLabelText(/^Teléfono \(opcional\)/)).toHaveValue("");
    expect(screen.getByText("Debe aceptar recibir noticias para enviar el mensaje")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    expect(screen.getByText("Campo obligatorio")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute(
      "href",
      "/es/privacy#contact-form",
    );
    await userEvent.clear(screen.getByLabelText(/^Nombre/));
    // Checked again with the Spanish rules, loaded on demand.
    expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
    expect(screen.queryByText(/Name|required|Send Message/)).not.toBeInTheDocument();
  });

  it("checks a submit in Spanish, then sends with the Spanish success state", async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    render(<ContactForm send={send} translation={translation} />);
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), "ana@");
    await userEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
    expect(screen.getByText("Escriba un correo electrónico válido")).toBeInTheDocument();
    expect(screen.getByText("Debe aceptar recibir noticias para enviar el mensaje")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Nombre/), "Ana");
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), "example.com");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(screen.getByText("Gracias por escribirnos. ¡Le responderemos muy pronto!")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: "Ana", email: "ana@example.com" }), undefined);
  });

  it("shows the Spanish failure banner", () => {
    render(
      <ContactForm
        send={vi.fn()}
        translation={translation}
        serverState={{
          status: "unavailable",
          values: { name: "Ana", email: "ana@example.com", phone: "", message: "", consent: true },
          message: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo más tarde.",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error: Hubo un problema al enviar su mensaje. Inténtelo de nuevo más tarde.",
    );
  });
});

describe("SurveyForm", () => {
  it("shows the action's messages and keeps the chosen options", () => {
    render(
      <SurveyForm
        thankYouText="Thanks!"
        send={vi.fn()}
        serverState={{
          status: "invalid",
          values: {
            name: "Z",
            email: "",
            tourDate: "",
            tourType: "Brooklyn Heights",
            tourRating: "",
            guideRating: "4",
            howHeard: "",
            wouldRecommend: "",
            feedback: "short",
          },
          errors: { name: "Name must be at least 2 characters", tourRating: "Please rate your tour experience" },
        }}
      />,
    );
    expect(screen.getByLabelText(/Your Name/)).toHaveValue("Z");
    expect(screen.getByLabelText(/Which tour did you take/)).toHaveValue("Brooklyn Heights");
    expect(screen.getByText("Please rate your tour experience")).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Feedback/)).toHaveValue("short");
  });

  it("shows the thank-you panel after a successful post, and the failure message when the outbox failed", () => {
    const { unmount } = render(<SurveyForm thankYouText="Thanks!" send={vi.fn()} serverState={{ status: "sent" }} />);
    expect(screen.getByRole("heading", { name: "Thank You" })).toBeInTheDocument();
    unmount();
    render(
      <SurveyForm
        thankYouText="Thanks!"
        send={vi.fn()}
        serverState={{
          status: "unavailable",
          values: SAMPLE_SURVEY,
          message: "There was a problem submitting your feedback. Please try again.",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "There was a problem submitting your feedback. Please try again.",
    );
    expect(screen.getByLabelText(/Your Name/)).toHaveValue("Grace");
  });
});

// Issue 42 item 5: /es/survey's form, its words, options and messages from the page's data (es.ts), asserted as Spanish.
describe("SurveyForm in Spanish", () => {
  const translation = {
    language: "es" as const,
    words: esPages.survey.form,
    options: esPages.surveyOptions!,
    messages: esPages.surveyMessages,
    error: esPages.surveyError,
  };

  it("shows Spanish labels and options (posting the spec's values), the action's Spanish messages and the values kept", async () => {
    render(
      <SurveyForm
        thankYouText="¡Gracias!"
        send={vi.fn()}
        translation={translation}
        serverState={{
          status: "invalid",
          values: { ...SAMPLE_SURVEY, name: "Z", tourRating: "", feedback: "corto" },
          errors: {
            name: "El nombre debe tener al menos 2 caracteres",
            tourRating: "Califique su experiencia en el tour",
          },
        }}
      />,
    );
    expect(screen.getByRole("form", { name: "Encuesta de opinión sobre el tour" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Su nombre/)).toHaveValue("Z");
    expect(screen.getByText("Califique su experiencia en el tour")).toBeInTheDocument();
    const tour = screen.getByLabelText(/^¿Qué tour hizo\?/);
    expect(screen.getByRole("option", { name: "Distrito Financiero" })).toHaveValue("Financial District");
    expect(screen.getByRole("option", { name: "Elija un tour" })).toHaveValue("");
    expect(tour).toHaveValue(SAMPLE_SURVEY.tourType);
    expect(screen.getByRole("option", { name: "Sí, sin duda" })).toHaveValue("Yes, definitely");
    expect(screen.getByRole("group", { name: /¿Cómo calificaría a su guía\?/ })).toHaveTextContent("Excelente");
    expect(screen.getByPlaceholderText("¿Qué fue lo que más disfrutó? ¿Qué podríamos mejorar?")).toHaveValue("corto");
    expect(screen.getByRole("button", { name: "Enviar opinión" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy#survey");
    // Checked again on change with the Spanish rules, loaded on demand.
    await userEvent.type(screen.getByLabelText(/^Sus comentarios/), "!");
    expect(await screen.findByText("Escriba algún comentario (mínimo 10 caracteres)")).toBeInTheDocument();
  });

  it("shows the Spanish thank-you panel", () => {
    render(
      <SurveyForm thankYouText="¡Gracias!" send={vi.fn()} translation={translation} serverState={{ status: "sent" }} />,
    );
    expect(screen.getByRole("heading", { name: "Gracias" })).toBeInTheDocument();
  });
});
