// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * /contact (SPEC §2 "Contact", §4, §8): the hero, the form and the help button, around the page's own texts, which
 * are content. The spec's words unchanged. The form's validation messages are apart (app/lib/forms/contact-messages.ts),
 * loaded with its rules.
 */
export const contactWords = {
  eyebrow: "Contact",
  subtitle:
    "Questions about a tour, a private group or a press inquiry? Send us a message and we'll get back to you soon.",
  /** The floating help button (app/components/contact/help-button.tsx) and its "Section Not Found" toast (SPEC §8). */
  help: {
    label: "Need help?",
    hidden: " Go to the frequently asked questions",
    notFoundTitle: "Section Not Found",
    notFoundText: "We couldn't find that section. Please try another link.",
  },
  /** The contact form (app/components/forms/contact-form.tsx). */
  form: {
    formLabel: "Contact form",
    legend: "Your message",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    optional: "(optional)",
    consent: "I agree to receive updates from {brand} about my inquiry and upcoming tours.",
    requiredField: "Required field",
    send: "Send Message",
    sending: "Sending...",
    privacyBefore: "We use your details only to answer you.",
    privacyLink: "Privacy notice",
    sentTitle: "Message Sent!",
    sentText: "Thank you for contacting us. We'll get back to you soon!",
    failedTitle: "Message Failed to Send",
    /** The failure banner's words before the message. */
    errorBefore: "Error: ",
  },
} as const;
