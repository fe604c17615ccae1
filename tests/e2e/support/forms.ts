import type { Locator } from "@playwright/test";

/**
 * Filling the two forms as a visitor does, by their labels (SPEC §5). Each
 * test passes the values it later looks for, so its expectations stay literal
 * in the test itself.
 */

/** What a visitor types into the contact form; the consent box is ticked too. */
export type ContactEntry = { name: string; email: string; phone?: string; message?: string };

export async function fillContactForm(form: Locator, entry: ContactEntry) {
  await form.getByLabel("Name").fill(entry.name);
  await form.getByLabel("Email").fill(entry.email);
  if (entry.phone !== undefined) await form.getByLabel("Phone (optional)").fill(entry.phone);
  if (entry.message !== undefined) await form.getByLabel("Message (optional)").fill(entry.message);
  await form.getByRole("checkbox", { name: /I agree to receive updates/ }).check();
}

/** Every answer of the survey, as the visitor chooses them (option texts, not values). */
export type SurveyEntry = {
  name: string;
  email: string;
  date: string;
  tour: string;
  experience: string;
  guide: string;
  heardFrom: string;
  recommend: string;
  feedback: string;
};

export async function fillSurveyForm(form: Locator, entry: SurveyEntry) {
  await form.getByLabel("Your Name").fill(entry.name);
  await form.getByLabel("Email Address").fill(entry.email);
  await form.getByLabel("Tour Date").fill(entry.date);
  await form.getByLabel("Which tour did you take?").selectOption(entry.tour);
  await form
    .getByRole("group", { name: "How would you rate your tour experience?" })
    .getByText(entry.experience)
    .click();
  await form.getByRole("group", { name: "How would you rate your tour guide?" }).getByText(entry.guide).click();
  await form.getByLabel("How did you hear about us?").selectOption(entry.heardFrom);
  await form.getByLabel("Would you recommend us to a friend?").selectOption(entry.recommend);
  await form.getByLabel("Your Feedback").fill(entry.feedback);
}

/**
 * What the browser's e-mail module posts to the local endpoint (`/api/v1.0/email/send`) for a contact message's
 * notice, for tests that post it themselves; `extra` adds or replaces template fields (e.g. the honeypot, HONEYPOT_FIELD).
 */
export function localEmailSend(email: string, extra: Record<string, string> = {}) {
  return {
    lib_version: "4.4.1",
    user_id: "local",
    service_id: "local",
    template_id: "local-contact-admin",
    template_params: { name: "Hostile Tester", email, phone: "Not provided", message: "No message provided", ...extra },
  };
}
