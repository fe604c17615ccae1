import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useLinkFor } from "~/lib/i18n/use-locale";

/** Under each FAQ list: the way to the full policy on /policies (issue 31 item 3), /es/policies from a Spanish page. */
export function PolicyFaqLink({ text, className }: { text: string; className?: string }) {
  const policies = useLinkFor()("/policies");
  return (
    <p className={cn("font-semibold", className)}>
      <Link to={policies.href} className="inline-flex items-center gap-1 text-brick-700 underline underline-offset-2">
        {text}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </p>
  );
}
