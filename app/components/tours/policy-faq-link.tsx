import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** Under each FAQ list: the way to the full policy on /policies (issue 31 item 3). */
export function PolicyFaqLink({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("font-semibold", className)}>
      <Link to="/policies" className="inline-flex items-center gap-1 text-brick-700 underline underline-offset-2">
        {text}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </p>
  );
}
