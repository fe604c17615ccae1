import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

type CheckItemProps = {
  title: string;
  description: string;
  /** Nudges the tick down to the heading's first line. */
  iconClassName?: string;
};

/** A ticked point with a title and a sentence (home benefits, tour expectations); the caller supplies the flex row. */
export function CheckItem({ title, description, iconClassName = "mt-0.5" }: CheckItemProps) {
  return (
    <>
      <span
        className={cn(
          iconClassName,
          "flex size-7 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700",
        )}
      >
        <Check aria-hidden className="size-4" />
      </span>
      <div>
        <h3 className="font-sans text-lg font-semibold">{title}</h3>
        <p className="mt-1 leading-relaxed text-ink-700">{description}</p>
      </div>
    </>
  );
}
