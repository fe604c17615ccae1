import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useLinkFor } from "~/lib/i18n/use-locale";

type PolicyLineProps = {
  /** The policy's one short line, from app/content/policy.yaml. */
  text: string;
  /** Light text for a dark background (a hero). */
  onDark?: boolean;
  className?: string;
};

/**
 * The line beside every Reserve or Book button in a page's content (issue 31
 * item 3): the policy's short line, linking to the full text on /policies.
 */
export function PolicyLine({ text, onDark = false, className }: PolicyLineProps) {
  // The policy in the page's language (/es/policies from a Spanish page).
  const policies = useLinkFor()("/policies");
  return (
    <p
      className={cn("flex items-center gap-1.5 text-sm", onDark ? "text-white" : "text-ink-700", className)}
      data-testid="policy-line"
    >
      <ShieldCheck aria-hidden className={cn("size-4 shrink-0", onDark ? "text-white" : "text-sage-600")} />
      <Link to={policies.href} className="underline underline-offset-2">
        {text}
      </Link>
    </p>
  );
}
