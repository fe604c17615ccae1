import type { ReactNode } from "react";
import { Picture } from "./picture";

type CardImageHeaderProps = {
  image: string;
  alt: string;
  /** The `sizes` of the card's column at each width. */
  sizes: string;
  /** A badge over the image's top-left corner (category, "Most Popular"). */
  badge?: ReactNode;
};

/** The 3:2 picture at the top of a card, with an optional badge (tour cards, blog cards). */
export function CardImageHeader({ image, alt, sizes, badge }: CardImageHeaderProps) {
  return (
    <div className="relative">
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        className="aspect-[3/2] w-full"
        imgClassName="size-full object-cover"
      />
      {badge && <span className="badge absolute top-4 left-4 bg-marigold-300 shadow-sm">{badge}</span>}
    </div>
  );
}
