// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The request form for private walks and groups on /tours/private-tours (issue 43 item 4,
 * app/components/forms/group-request-form.tsx). The options' English is also what the company's notice reads
 * (app/lib/forms/group-request.ts). Its validation messages are apart (app/lib/forms/group-request-messages.ts),
 * loaded with its rules.
 */
export const groupRequestWords = {
  formLabel: "Private walk request",
  legend: "Your request",
  date: "Date",
  /** Under the date: the notice a weekday needs (SPEC §2). */
  dateHint: "Weekday walks need two weeks' notice.",
  timeWindow: "Time of day",
  choose: "Choose…",
  timeWindows: {
    morning: "Morning (9 am – 12 pm)",
    afternoon: "Afternoon (12 pm – 4 pm)",
    evening: "Evening (4 pm – 7 pm)",
  },
  groupSize: "Group size",
  /** Under the group size: "1 to 30 guests". */
  groupSizeHint: "{min} to {max} guests",
  tourLanguage: "Language of the walk",
  tourLanguages: { en: "English", es: "Spanish" },
  occasion: "Occasion",
  occasions: {
    birthday: "Birthday",
    school: "School or camp group",
    company: "Company outing",
    other: "Other",
  },
  accessibility: "Accessibility needs",
  accessibilityHint: "Step-free route, seating, hearing or sight needs…",
  name: "Name",
  email: "Email",
  phone: "Phone",
  optional: "(optional)",
  requiredField: "Required field",
  /** Beside the form: the calculator's price for the group size, or its rule before scripts run. */
  priceHeading: "Price for your group",
  /** After the price: "for 9 guests". */
  priceFor: "for {count} guests",
  priceForOne: "for 1 guest",
  /** The calculator's rule, written around its figures: "{base} covers up to {included} guests; each additional guest is {extra}." */
  priceRule: "{base} covers up to {included} guests; each additional guest is {extra}.",
  send: "Send Request",
  sending: "Sending...",
  privacyBefore: "We use your details only to answer your request.",
  privacyLink: "Privacy notice",
  sentTitle: "Request Sent!",
  sentText: "Thank you. We'll reply by e-mail within 48 hours.",
  /** The failure banner's words before the message. */
  errorBefore: "Error: ",
  /** The server could not take the request. */
  unavailable: "There was a problem sending your request. Please try again later.",
} as const;
