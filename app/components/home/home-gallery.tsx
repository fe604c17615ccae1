import { Gallery, type GalleryPhoto } from "~/components/gallery/gallery";
import type { HomePage } from "~/content/schemas/home";

/** The home page's photo gallery: 14 square thumbnails that open the lightbox (loaded on first use). */
export function HomeGallery({ heading, intro, images }: HomePage["gallery"] & { images: readonly GalleryPhoto[] }) {
  return (
    <section aria-labelledby="gallery-heading" className="container-page py-16 md:py-20">
      <h2 id="gallery-heading" className="text-display-md font-semibold">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-ink-700">{intro}</p>
      <Gallery images={images} label={heading} className="mt-8" />
    </section>
  );
}
