import { Picture } from "~/components/ui/picture";
import type { HomePage } from "~/content/schemas/home";

/** The home page's photo gallery of 14 images: square thumbnails, lazy, sized. */
export function HomeGallery({ heading, intro, images }: HomePage["gallery"]) {
  return (
    <section aria-labelledby="gallery-heading" className="container-page py-16 md:py-20">
      <h2 id="gallery-heading" className="text-display-md font-semibold">
        {heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-ink-700">{intro}</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((item) => (
          <li key={item.image}>
            <Picture
              image={item.image}
              alt={item.alt}
              sizes="(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw"
              className="aspect-square rounded-card"
              imgClassName="size-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
