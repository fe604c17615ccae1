import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** CONTRACT STUB — the imagery work fills this in (gradient placeholder, fade-in, heights). */
export type HeroHeight = "full" | "large" | "medium" | "small";

export type HeroImageProps = {
  image: string;
  alt: string;
  height?: HeroHeight;
  className?: string;
  /** Overlay content: headings and buttons drawn over the image. */
  children?: ReactNode;
};

export function HeroImage({ image, alt, className, children }: HeroImageProps) {
  return (
    <section
      className={cn(
        "relative flex min-h-[40vh] items-end overflow-hidden bg-gradient-to-br from-brick-700 to-ink-900",
        className,
      )}
      data-image={image}
      aria-label={alt}
    >
      <div className="relative z-10 w-full">{children}</div>
    </section>
  );
}
