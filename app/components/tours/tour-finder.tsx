import { useState } from "react";
import { SearchField } from "../ui/search-field";
import { filterTours, tourSearchSummary } from "~/lib/domain/tour-search";
import type { TourFinderWords } from "~/lib/i18n/en-pages";
import { TourCard, type TourCardData } from "./tour-card";

/** The /tours search box and the grid of tour cards it filters (SPEC §2 "Tour search"). */
type TourFinderProps = {
  tours: TourCardData[];
  /** The policy's short lines (app/content/policy.yaml) for the public tours' cards and the private tour's. */
  policyLine: string;
  privatePolicyLine: string;
  /** The search's and the cards' words in the page's language (app/lib/i18n/pages/tours.ts, or its Spanish). */
  words: TourFinderWords;
};

export function TourFinder({ tours, policyLine, privatePolicyLine, words }: TourFinderProps) {
  const [query, setQuery] = useState("");
  const results = filterTours(tours, query);
  const summary = tourSearchSummary(results.length, query, words);

  return (
    <div>
      <div role="search" className="mx-auto max-w-xl">
        <SearchField
          label={words.searchLabel}
          value={query}
          onChange={setQuery}
          placeholder={words.placeholder}
          onClear={() => setQuery("")}
          clearLabel={words.clearSearch}
        />
        <p role="status" className="mt-3 min-h-6 text-center text-sm text-ink-700">
          {summary}
        </p>
      </div>

      {results.length > 0 ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {results.map((tour) => (
            <TourCard
              key={tour.slug}
              tour={tour}
              policyLine={tour.private ? privatePolicyLine : policyLine}
              words={words}
            />
          ))}
        </div>
      ) : (
        <div className="card mx-auto mt-8 max-w-lg p-10 text-center">
          <h3 className="text-2xl font-semibold">{words.noToursHeading}</h3>
          <p className="mt-2 text-ink-700">{words.noToursText}</p>
          <button type="button" className="btn btn-primary mt-6" onClick={() => setQuery("")}>
            {words.viewAll}
          </button>
        </div>
      )}
    </div>
  );
}
