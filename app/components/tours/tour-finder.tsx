import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import { filterTours, tourSearchSummary } from "~/lib/tour-search";
import { TourCard, type TourCardData } from "./tour-card";

/** The /tours search box and the grid of tour cards it filters (SPEC §2 "Tour search"). */
export function TourFinder({ tours }: { tours: TourCardData[] }) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = filterTours(tours, query);
  const summary = tourSearchSummary(results.length, query);

  return (
    <div>
      <div role="search" className="mx-auto max-w-xl">
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink-800">
          Search tours
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Neighbourhood, story or keyword"
            className="w-full rounded-full border border-ink-900/15 bg-white py-3 pr-12 pl-12 text-base shadow-sm placeholder:text-ink-500 focus:border-brick-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-marigold-400"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery("")}
              className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 hover:bg-ink-900/5"
              aria-label="Clear search"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
        <p role="status" className="mt-3 min-h-6 text-center text-sm text-ink-700">
          {summary}
        </p>
      </div>

      {results.length > 0 ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {results.map((tour) => (
            <TourCard key={tour.slug} tour={tour} />
          ))}
        </div>
      ) : (
        <div className="card mx-auto mt-8 max-w-lg p-10 text-center">
          <h3 className="text-2xl font-semibold">No tours found</h3>
          <p className="mt-2 text-ink-700">Try another neighbourhood or keyword, or browse every tour.</p>
          <button type="button" className="btn btn-primary mt-6" onClick={() => setQuery("")}>
            View all tours
          </button>
        </div>
      )}
    </div>
  );
}
