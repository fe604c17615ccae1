import type { PressOutlet } from "~/content/schemas/press";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";

/**
 * The press outlets' wordmarks, each a link to the outlet's article in a new
 * tab; a logo that fails to load shows the placeholder (SPEC §2, §8 "Images").
 */
export function OutletLogos({ outlets, className }: { outlets: PressOutlet[]; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4", className)}>
      {outlets.map((outlet) => (
        <li key={outlet.image}>
          <a
            href={outlet.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full items-center justify-center rounded-xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 transition-shadow hover:shadow-lift"
          >
            <span className="block max-w-full" style={{ width: outlet.width ?? 144 }}>
              <Picture
                image={outlet.image}
                alt={`${outlet.alt} (opens in a new tab)`}
                sizes={`${outlet.width ?? 144}px`}
              />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
