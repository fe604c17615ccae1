// The search overlay's English words (decision 035): a module only the overlay's code imports, so they load with it.
// The Spanish are in es.ts's `search`, sent with a Spanish page's data.

export const searchWords = {
  title: "Search the site",
  label: "Search",
  placeholder: "Search tours, blog posts, pages...",
  hint: "Press Enter to search or click on a result",
  close: "Close search",
  results: "Search results",
  noResults: 'No results found for "{query}"',
  tags: { tour: "Tour", page: "Page", post: "Post" },
} as const;
