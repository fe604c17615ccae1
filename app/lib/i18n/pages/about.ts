// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /about (SPEC §2 "About"): around the About page's own texts, which are content. */
export const aboutWords = {
  /** The highlight cards' region's name. */
  highlights: "Highlights",
  /** Before the name of the cat each team member lives with (app/components/about/team-grid.tsx). */
  cat: "Cat:",
} as const;
