// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /privacy (issue 32 item 1): around the notice's own texts, which are content, and its facts, worded on the server. */
export const privacyWords = {
  eyebrow: "Privacy",
  onThisPage: "On this page",
  whoIsResponsible: "Who is responsible",
  /** The subject of the e-mail to the company's address. */
  mailSubject: "Privacy",
  /** Each record's four labels. */
  collected: "What we collect",
  purpose: "Why",
  where: "Where it goes",
  kept: "How long we keep it",
  /** Before and after the date of the last change. */
  updatedBefore: "Last updated",
  updatedAfter: ".",
} as const;
