// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** "Save tour-day card" (app/components/tours/save-day-card.tsx), loaded after hydration. */
export const saveDayCardWords = {
  save: "Save tour-day card",
  saving: "Saving…",
  open: "Open tour-day card",
  note: "The card holds the meeting point, photo and directions on one page: print it, or add it to your home screen.",
  saved: "Saved for offline use",
  /** After `saved`, around the card's address. */
  savedBefore: ": the card opens at ",
  savedAfter: " even with no signal.",
  unavailable: "This browser can't keep pages for offline use here. {action} or add it to your home screen instead.",
  openCard: "Open the card",
  printCard: "Print this card",
  failed: "The card could not be saved: check your connection and try again.",
} as const;
