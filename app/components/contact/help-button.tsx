import { CircleHelp } from "lucide-react";
import { toast } from "~/lib/browser/toast";
import type { ContactHelpWords } from "~/lib/i18n/en-pages";
import { contactWords } from "~/lib/i18n/pages/contact";

/** The "Section Not Found" notice (SPEC §8) for a help target missing from the page. */
export function showSectionNotFound(words: ContactHelpWords = contactWords.help) {
  toast({ title: words.notFoundTitle, description: words.notFoundText, variant: "destructive" });
}

/**
 * The floating help button (SPEC §2 "Contact"): scrolls to the FAQ and
 * highlights it for 2 seconds. It sits bottom left, opposite the floating
 * booking button (from 1280 px in the left-hand margin, clear of the text). It
 * follows <html data-booking-chrome> (components/booking/sticky-booking-bar.tsx):
 * hidden while a field has focus or the form's submit button is in the bottom
 * band; while the booking bar shows, above it from 768 px and hidden below
 * (fixed chrome within 15% of a phone's screen, issue 34 item 1).
 */
export function HelpButton({
  targetId = "faq",
  words = contactWords.help,
}: {
  targetId?: string;
  /** The button's and the toast's words in the page's language (English by default). */
  words?: ContactHelpWords;
}) {
  return (
    <button
      type="button"
      onClick={() => {
        // Loaded on the first press, not with the page (/contact's first load is at its budget, issue 32);
        // without it (offline and not cached), a plain jump to the section.
        import("~/lib/browser/highlight").then(
          ({ scrollToAndHighlight }) => {
            if (!scrollToAndHighlight(targetId)) showSectionNotFound(words);
          },
          () => document.getElementById(targetId)?.scrollIntoView(),
        );
      }}
      className="edge-control fixed bottom-4 left-4 z-20 inline-flex items-center gap-2 rounded-full bg-ink-900 px-4 py-3 text-sm font-semibold text-white shadow-lift transition-transform duration-200 hover:bg-ink-800 min-[1280px]:left-2 min-[1280px]:w-20 min-[1280px]:flex-col min-[1280px]:gap-1 min-[1280px]:rounded-2xl min-[1280px]:px-2 min-[1280px]:text-center min-[1280px]:text-xs max-md:[html[data-booking-chrome=bar]_&]:hidden md:[html[data-booking-chrome=bar]_&]:-translate-y-20 [html[data-booking-chrome=clear]_&]:hidden"
    >
      <CircleHelp aria-hidden className="size-5" />
      <span>{words.label}</span>
      <span className="sr-only">{words.hidden}</span>
    </button>
  );
}
