import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as newsletter from "~/lib/services/newsletter";
import { loadNewsletterProvider, newsletterFormSettings } from "~/lib/services/newsletter";
import { NewsletterForm } from "./newsletter-form";
import { esPages } from "~/lib/i18n/es";

// The provider's script itself is never fetched here: only when the form asks for it.
vi.mock("~/lib/services/newsletter", async (importOriginal) => ({
  ...(await importOriginal<typeof newsletter>()),
  loadNewsletterProvider: vi.fn(() => Promise.resolve(false)),
}));

const local = newsletterFormSettings({ account: "", dc: "", u: "", id: "", tags: "" });
const mailchimp = newsletterFormSettings({ account: "cats", dc: "us21", u: "abc", id: "def", tags: "17" });

function renderForm(settings = local) {
  render(<NewsletterForm settings={settings} brandName="NYC Cat History Tours" />);
  return screen.getByRole("button", { name: "Subscribe" }).closest("form") as HTMLFormElement;
}

describe("NewsletterForm", () => {
  it("posts the provider's field names to a new tab", () => {
    const form = renderForm(mailchimp);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("target", "_blank");
    expect(form).toHaveAttribute("action", "https://cats.us21.list-manage.com/subscribe/post?u=abc&id=def");
    expect(form).toHaveAttribute("id", "mc-embedded-subscribe-form");
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute("name", "EMAIL");
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("name", "FNAME");
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute("name", "LNAME");
    expect(
      screen.getByLabelText(
        "I agree to receive emails from NYC Cat History Tours and understand I can unsubscribe at any time.",
      ),
    ).toHaveAttribute("name", "CONSENT");
    expect(form.querySelector('input[type="hidden"][name="tags"]')).toHaveValue("17");
    const honeypot = form.querySelector('input[name="b_abc_def"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(form.querySelector("#mce-success-response")).not.toBeNull();
    expect(form.querySelector("#mce-error-response")).not.toBeNull();
  });

  it("posts to the site's own endpoint by default", () => {
    const form = renderForm();
    expect(form).toHaveAttribute("action", "/newsletter/subscribe");
    expect(form.querySelector('input[name="b_site_newsletter"]')).not.toBeNull();
  });

  it("shows each problem under its field and keeps the form on the page", async () => {
    const user = userEvent.setup();
    renderForm();
    let submitted = false;
    // Listening above React's root: runs after the form's own handler.
    document.addEventListener("submit", (event) => {
      submitted = !event.defaultPrevented;
      event.preventDefault();
    });
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(submitted).toBe(false);
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email address is required");
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription("First name is required");
    expect(screen.getByText("Please agree to receive emails before subscribing")).toBeVisible();
    expect(email).toHaveFocus();

    await user.type(email, "ada@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("speaks the page's language: Spanish labels, consent, button, notes and messages (/es/)", async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        settings={local}
        brandName="NYC Cat History Tours"
        words={esPages.homeBelowFold.newsletter}
        privacyHref="/es/privacy#newsletter"
      />,
    );
    const form = screen.getByRole("button", { name: "Suscribirme" }).closest("form") as HTMLFormElement;
    // The post goes to the same endpoint, with the provider's field names.
    expect(form).toHaveAttribute("action", "/newsletter/subscribe");
    const email = screen.getByLabelText(/Correo electrónico/);
    expect(email).toHaveAttribute("name", "EMAIL");
    expect(screen.getByLabelText(/Nombre/)).toHaveAttribute("name", "FNAME");
    expect(screen.getByLabelText("Apellido (opcional)")).toHaveAttribute("name", "LNAME");
    expect(
      screen.getByLabelText(
        "Acepto recibir correos de NYC Cat History Tours y entiendo que puedo darme de baja en cualquier momento.",
      ),
    ).toHaveAttribute("name", "CONSENT");
    expect(screen.getByText("La confirmación se abre en una pestaña nueva.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy#newsletter");
    expect(form.textContent).not.toMatch(/Email address|First name|Subscribe|Opens a confirmation|Privacy notice/);

    await user.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(email).toHaveAccessibleDescription("El correo electrónico es obligatorio");
    expect(screen.getByLabelText(/Nombre/)).toHaveAccessibleDescription("El nombre es obligatorio");
    expect(screen.getByText("Acepte recibir correos antes de suscribirse")).toBeVisible();
    expect(email).toHaveFocus();

    // Re-checked on each change: an address without a domain, then a valid one.
    await user.type(email, "ada@");
    expect(email).toHaveAccessibleDescription("Escriba un correo electrónico válido");
    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  describe("the provider's validation script", () => {
    beforeEach(() => {
      vi.mocked(loadNewsletterProvider).mockClear();
      setupIntersectionMocking(vi.fn);
    });
    afterEach(() => destroyIntersectionMocking());

    it("is asked for once the form comes near the viewport, not before", () => {
      renderForm(mailchimp);
      expect(loadNewsletterProvider).not.toHaveBeenCalled();
      act(() => mockAllIsIntersecting(true));
      expect(loadNewsletterProvider).toHaveBeenCalledExactlyOnceWith(mailchimp);
    });

    it("is never asked for without a provider account", () => {
      renderForm(local);
      act(() => mockAllIsIntersecting(true));
      expect(loadNewsletterProvider).not.toHaveBeenCalled();
    });
  });
});
