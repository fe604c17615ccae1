// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The site's own newsletter endpoint's answers (app/routes/api/newsletter.ts: plain pages written on the server, in
 * a new tab): its headings, sentences and link home. The field names and messages are the form's
 * (pages/home-below-fold.ts).
 */
export const newsletterAnswerWords = {
  brandLine: "{brand} newsletter",
  subscribed: "You're subscribed",
  checkDetails: "Please check your details",
  tryLater: "Please try again later",
  notSaved: "We could not add you to the mailing list just now. Nothing was saved; please try again in a few minutes.",
  couldNotAdd: "We could not add you to the mailing list:",
  backToForm: "Go back to the form",
  notByForm: "The signup must be sent by the newsletter form.",
  tooLarge: "The signup is larger than the form could ever send.",
  unreadable: "The signup could not be read.",
  thanksName: "Thank you, {name}!",
  thanks: "Thank you!",
  onTheList: "You're on the list for our monthly e-mail of cat stories from New York's past and new tour dates.",
  unsubscribe: "You can unsubscribe at any time with the link at the foot of every e-mail.",
  backHome: "Back to {brand}",
  consent: "Consent",
  tags: "Tags",
} as const;
