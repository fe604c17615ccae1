// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /policies (issue 31 item 3): around the policy's own texts, which are content. */
export const policiesWords = {
  onThisPage: "On this page",
  /** Before and after the date of the last change. */
  updatedBefore: "Last updated",
  updatedAfter: ".",
  emailUs: "E-mail us about a booking",
  /** The subject of that e-mail. */
  mailSubject: "Booking change",
} as const;
