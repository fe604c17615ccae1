import { Languages } from "lucide-react";
import { cn } from "~/lib/cn";

type WalkLanguageLineProps = {
  /** In which language the walk is guided, in the page's language (spanishWalkLanguage, app/lib/i18n/es.ts). */
  text: string;
  /** Light text for a dark background (a hero). */
  onDark?: boolean;
  className?: string;
};

/**
 * The line under the policy's on a Spanish page (issue 42 item 4, "Honest about the walk's language"): "El
 * recorrido es en inglés", from the site facts' `walks`, in the policy line's small text. English pages do not show
 * it.
 */
export function WalkLanguageLine({ text, onDark = false, className }: WalkLanguageLineProps) {
  return (
    <p
      className={cn("flex items-center gap-1.5 text-sm", onDark ? "text-white" : "text-ink-700", className)}
      data-testid="walk-language"
    >
      <Languages aria-hidden className={cn("size-4 shrink-0", onDark ? "text-white" : "text-sage-600")} />
      {text}
    </p>
  );
}
