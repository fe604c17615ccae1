import { Search, X } from "lucide-react";
import { useId } from "react";

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** When given, a clear button shows inside the field while it has text. */
  onClear?: () => void;
  /** The clear button's name, in the page's language. */
  clearLabel?: string;
};

/** A labelled, rounded search input with a magnifier icon (tour and blog searches). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  onClear,
  clearLabel = "Clear search",
}: SearchFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
        />
        <input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="w-full rounded-full border border-ink-900/15 bg-white py-3 pr-12 pl-12 text-base shadow-sm placeholder:text-ink-500 focus:border-brick-600 focus:outline-none focus-visible:ring-3 focus-visible:ring-marigold-400"
        />
        {onClear && value && (
          <button
            type="button"
            onClick={onClear}
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 hover:bg-ink-900/5"
            aria-label={clearLabel}
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </>
  );
}
