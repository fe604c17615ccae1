// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /accessibility (issue 32 item 2): around the statement's own texts, which are content, and the checks' list. */
export const accessibilityWords = {
  eyebrow: "Accessibility",
  automatedChecks: "Automated checks",
  keyboardJourneys: "Keyboard journeys",
  /** Before and after the date of the last review. */
  updatedBefore: "Last updated",
  updatedAfter: ".",
} as const;
