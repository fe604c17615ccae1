import { Search, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import {
  buildSearchIndex,
  MIN_QUERY_LENGTH,
  SEARCH_INDEX_PATH,
  searchSite,
  type SearchResult,
} from "~/lib/domain/site-search";
import { tourSearchEntries } from "~/lib/domain/tour-links";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { format } from "~/lib/i18n/en";
import { searchWords } from "~/lib/i18n/parts/search";
import { usePartWords, useText } from "~/lib/i18n/use-text";
import { InEnglish } from "./in-english";

/** Focus moves to the input shortly after the overlay opens. */
const FOCUS_DELAY_MS = 50;

/** The header's search overlay (SPEC §2 "Search overlay"). Loaded on first use. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const { tours } = useSiteData();
  const posts = usePostEntries();
  const linkFor = useLinkFor();
  const t = useText();
  const words = usePartWords("search", searchWords);
  const results = searchSite(query, buildSearchIndex(tourSearchEntries(tours, t), posts, t));
  const active = query.trim().length >= MIN_QUERY_LENGTH;

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = results[0];
    if (first) go(linkFor(first.path).href);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-x-3 top-20 z-50 mx-auto max-w-xl animate-fade-in rounded-card bg-white p-4 shadow-lift sm:p-5"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
          }}
        >
          <Dialog.Title className="sr-only">{words.title}</Dialog.Title>
          <form role="search" onSubmit={submit} className="flex items-center gap-2">
            <label htmlFor={`${listId}-input`} className="sr-only">
              {words.label}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500"
              />
              <input
                ref={inputRef}
                id={`${listId}-input`}
                type="search"
                autoComplete="off"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={words.placeholder}
                aria-controls={listId}
                className="w-full rounded-full border border-ink-900/15 bg-parchment-50 py-3 pr-4 pl-10 text-base text-ink-900 placeholder:text-ink-500 focus:border-brick-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-marigold-400"
              />
            </div>
            <Dialog.Close className="btn btn-ghost size-10 p-0" aria-label={words.close}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </form>

          <div id={listId} aria-live="polite" className="mt-3">
            {active && results.length > 0 && (
              <ul className="max-h-60 overflow-y-auto" aria-label={words.results}>
                {results.map((result) => {
                  const link = linkFor(result.path);
                  return (
                    <li key={result.path}>
                      <button
                        type="button"
                        onClick={() => go(link.href)}
                        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-ink-900 hover:bg-parchment-100 focus-visible:bg-parchment-100"
                      >
                        <span className="font-medium">
                          {result.name}
                          <InEnglish shown={link.inEnglish} />
                        </span>
                        <span
                          className={
                            result.type === "tour"
                              ? "badge bg-brick-50 text-brick-700"
                              : result.type === "post"
                                ? "badge bg-marigold-100 text-ink-800"
                                : "badge bg-sage-100 text-sage-700"
                          }
                        >
                          {words.tags[result.type]}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {active && results.length === 0 && (
              <p className="px-3 py-2 text-sm text-ink-600">{format(words.noResults, { query })}</p>
            )}
          </div>
          <Dialog.Description className="mt-2 px-3 text-xs text-ink-500">{words.hint}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The blog posts' search entries, fetched once per page load when the search
 * first opens (the tours and pages are searchable at once; posts join when
 * they arrive, and a failed fetch leaves them out).
 */
let postEntries: Promise<SearchResult[]> | null = null;
function usePostEntries(): SearchResult[] {
  const [posts, setPosts] = useState<SearchResult[]>([]);
  useEffect(() => {
    let current = true;
    postEntries ??= fetch(SEARCH_INDEX_PATH)
      .then((response) => {
        if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${response.status}`);
        return response.json() as Promise<SearchResult[]>;
      })
      .catch(() => {
        postEntries = null; // asked again the next time the search opens
        return [];
      });
    void postEntries.then((entries) => {
      if (current) setPosts(entries);
    });
    return () => {
      current = false;
    };
  }, []);
  return posts;
}
