import { useState } from "react";
import { SearchField } from "../ui/search-field";
import { filterTours, tourSearchSummary } from "~/lib/domain/tour-search";
import { TourCard, type TourCardData } from "./tour-card";

/** The /tours search box and the grid of tour cards it filters (SPEC §2 "Tour search"). */
type TourFinderProps = {
  tours: TourCardData[];
  /** The policy's short lines (app/content/policy.yaml) for the public tours' cards and the private tour's. */
  policyLine: string;
  privatePolicyLine: string;
};

export function TourFinder({ tours, policyLine, privatePolicyLine }: TourFinderProps) {
  const [query, setQuery] = useState("");
  const results = filterTours(tours, query);
  const summary = tourSearchSummary(results.length, query);

  return (
    <div>
      <div role="search" className="mx-auto max-w-xl">
        <SearchField
          label="Search tours"
          value={query}
          onChange={setQuery}
          placeholder="Neighborhood, story or keyword"
          onClear={() => setQuery("")}
        />
        <p role="status" className="mt-3 min-h-6 text-center text-sm text-ink-700">
          {summary}
        </p>
      </div>

      {results.length > 0 ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {results.map((tour) => (
            <TourCard key={tour.slug} tour={tour} policyLine={tour.private ? privatePolicyLine : policyLine} />
          ))}
        </div>
      ) : (
        <div className="card mx-auto mt-8 max-w-lg p-10 text-center">
          <h3 className="text-2xl font-semibold">No tours found</h3>
          <p className="mt-2 text-ink-700">Try another neighborhood or keyword, or browse every tour.</p>
          <button type="button" className="btn btn-primary mt-6" onClick={() => setQuery("")}>
            View all tours
          </button>
        </div>
      )}
    </div>
  );
}
