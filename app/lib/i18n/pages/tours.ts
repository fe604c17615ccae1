// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** /tours (SPEC §2 "Tours"): around the tours page's and the tours' own texts, which are content. */
export const toursWords = {
  heroAlt: "A guide telling a cat story to a small group on a New York street",
  /** The hero's eyebrow: the season's name and the month the line names (app/lib/domain/urgency.ts). */
  urgency: "{season} – Spots Filling Fast for {month} Tours!",
  browse: "Browse the Tours",
  readFaq: "Questions? Read the FAQ",
  /** The trust bar's name (its region's label). */
  trustBar: "Why guests choose us",
  listEyebrow: "Choose your walk",
  listHeading: "Our Tours",
  /** The tour search and the grid (app/components/tours/tour-finder.tsx, tour-card.tsx). */
  finder: {
    searchLabel: "Search tours",
    placeholder: "Neighborhood, story or keyword",
    clearSearch: "Clear search",
    found: 'Found {count} tour(s) matching "{query}"',
    notFound: 'No tours found matching "{query}"',
    noToursHeading: "No tours found",
    noToursText: "Try another neighborhood or keyword, or browse every tour.",
    viewAll: "View all tours",
    mostPopular: "Most Popular",
    contactToBook: "Contact Us to Book",
    viewDetails: "View Details",
    /** The details link's name: the tour's title after it. */
    viewDetailsAria: "View Details: {title}",
  },
} as const;
