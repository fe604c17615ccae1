import { Gallery, type GalleryPhoto } from "~/components/gallery/gallery";
import type { HomePage } from "~/content/schemas/home";
import type { LightboxWords } from "~/lib/i18n/en-pages";

/** The home page's photo gallery: 14 square thumbnails that open the lightbox (loaded on first use). */
export function HomeGallery({
  heading,
  intro,
  images,
  lightboxWords,
}: HomePage["gallery"] & { images: readonly GalleryPhoto[]; lightboxWords?: LightboxWords }) {
  return (
    <section aria-labelledby="gallery-heading" className="container-page py-16 md:py-20">
      <h2 id="gallery-heading" className="text-display-md font-semibold">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-ink-700">{intro}</p>
      <Gallery images={images} label={heading} className="mt-8" lightboxWords={lightboxWords} />
    </section>
  );
}
