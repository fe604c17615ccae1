import { CircleHelp } from "lucide-react";
import { scrollToAndHighlight } from "~/lib/browser/highlight";
import { toast } from "~/lib/browser/toast";

/** The "Section Not Found" notice (SPEC §8) for a help target missing from the page. */
export function showSectionNotFound() {
  toast({
    title: "Section Not Found",
    description: "We couldn't find that section. Please try another link.",
    variant: "destructive",
  });
}

/**
 * The floating help button (SPEC §2 "Contact"): scrolls to the FAQ and
 * highlights it for 2 seconds. It sits bottom left, opposite the floating
 * booking button, and moves up with it while the booking bar is shown.
 */
export function HelpButton({ targetId = "faq" }: { targetId?: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        if (!scrollToAndHighlight(targetId)) showSectionNotFound();
      }}
      className="fixed bottom-4 left-4 z-20 inline-flex items-center gap-2 rounded-full bg-ink-900 px-4 py-3 text-sm font-semibold text-white shadow-lift transition-transform duration-200 hover:bg-ink-800 [body:has(aside[aria-label='Reserve_your_spot'])_&]:-translate-y-20"
    >
      <CircleHelp aria-hidden className="size-5" />
      <span>Need help?</span>
      <span className="sr-only"> Go to the frequently asked questions</span>
    </button>
  );
}
