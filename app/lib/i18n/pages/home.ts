// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/**
 * The home page (SPEC §2 "Home") above the fold, around its own texts (home.yaml) and the tours' (tours.yaml): the
 * seasonal banner's name and "When we walk"'s cards. A text split in two (`…Before`, `…After`) keeps the English
 * page's text nodes as they were.
 */
export const homeWords = {
  /** The seasonal banner's region. */
  season: "Season",
  /** Under the reviews' heading on another language's page (the reviews are the guests' own English); none here. */
  reviewsNote: "",
  availability: {
    /** After a tour's New York time: " New York time" (a space, then the words). */
    zoneBefore: " ",
    newYorkTime: "New York time",
    viewTour: "View tour",
    /** Read by screen readers after "View tour", before the tour's name in a sentence. */
    viewTourBefore: " of ",
    /**
     * A card's link to the booking page, then the tour's title for screen readers: the one verb "Book" of the labels
     * the spec leaves to us (issue 34 item 1; the frame's are in en.ts `booking`).
     */
    book: "Book",
    bookBefore: " the ",
    bookAfter: " tour",
  },
} as const;
