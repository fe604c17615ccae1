import type { CSSProperties } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import { findImage } from "~/lib/images/images";

/** SPEC §3 "Press logo": image, alt (the outlet's name), link, optional display height and width. */
export type PressLogo = { image: string; alt: string; link: string; height?: number; width?: number };

/** The one height every outlet's name is drawn at (CSS pixels): on a phone, and from the `sm` breakpoint. */
const NAME_HEIGHT = { phone: 24, wide: 30 } as const;

/**
 * The press outlets' names (SPEC §2 Home "as featured on", /press-kit), each an
 * image (tools/art draws each name in one face, size and ink on white) and a
 * link to the outlet's article in a new tab. One treatment wherever they show
 * (issue 34 item 6): the same height, the ink of the page (the white of the
 * picture is multiplied away, so no box shows on any background), no tiles. A
 * picture that fails to load shows the placeholder in the same place (SPEC §2,
 * §8 "Images"). An outlet's own `height`/`width` (optional in §3) overrides
 * the one height; the launch content sets neither.
 */
export function OutletLogos({
  outlets,
  className,
  newTabNote,
}: {
  outlets: readonly PressLogo[];
  className?: string;
  /** The hidden new-tab note in the page's language; English by default. */
  newTabNote?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-7 gap-y-4 sm:gap-x-10 sm:gap-y-5", className)}>
      {outlets.map((outlet) => {
        const source = findImage(outlet.image);
        const ratio = source ? source.width / source.height : 4;
        const width = (height: number) => outlet.width ?? Math.round((outlet.height ?? height) * ratio);
        const phone = width(NAME_HEIGHT.phone);
        const wide = width(NAME_HEIGHT.wide);
        return (
          <li key={outlet.image}>
            <ExternalLink
              href={outlet.link}
              rel="noopener noreferrer"
              newTabNote={newTabNote}
              className="block border-b-2 border-transparent pb-1 transition-colors hover:border-brick-600"
              style={{ "--name-width": `${phone}px`, "--name-width-wide": `${wide}px` } as CSSProperties}
            >
              <Picture
                image={outlet.image}
                alt={outlet.alt}
                sizes={`(min-width: 640px) ${wide}px, ${phone}px`}
                className="w-(--name-width) bg-transparent sm:w-(--name-width-wide)"
                imgClassName="mix-blend-multiply"
              />
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
