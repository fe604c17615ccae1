import { ArrowRight, Camera } from "lucide-react";
import { Link } from "react-router";
import { Gallery } from "~/components/gallery/gallery";
import { VideoFeature } from "~/components/gallery/video-feature";
import { PageHero } from "~/components/layout/page-hero";
import { getGalleryHero, getGalleryIntro, getGalleryVideo, listGalleryImages } from "~/content/content.server";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/gallery";

export function loader() {
  return {
    video: getGalleryVideo(),
    hero: getGalleryHero(),
    intro: getGalleryIntro(),
    tourPhotos: listGalleryImages("tour"),
    fanPhotos: listGalleryImages("fans"),
    ...staticPage("gallery"),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { video, hero, intro, tourPhotos, fanPhotos } = loaderData;
  return (
    <>
      <PageHero
        image="hero-gallery"
        imageAlt="Illustration of a calico cat sitting in front of a sunny apartment window with a potted plant on the sill"
        eyebrow={hero.eyebrow}
        title={loaderData.heading}
        subtitle={hero.subtitle}
      >
        <a href="#tour-photos" className="btn btn-primary btn-lg">
          See the Gallery
        </a>
      </PageHero>

      <section aria-labelledby="nbc-heading" className="container-page py-16">
        <div className="grid items-center gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <VideoFeature {...video} />
          </div>
          <div className="lg:col-span-2">
            <p className="eyebrow">As seen on TV</p>
            <h2 id="nbc-heading" className="mt-2 text-display-md font-semibold">
              Featured on NBC News
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{video.summary}</p>
            <Link to="/tours" className="btn btn-primary btn-lg mt-6">
              Book Your Tour Today
              <ArrowRight aria-hidden className="size-5" />
            </Link>
          </div>
        </div>
      </section>

      <section id="tour-photos" aria-labelledby="tour-photos-heading" className="bg-parchment-100 py-16">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow">{intro.tourEyebrow}</p>
            <h2 id="tour-photos-heading" className="mt-2 text-display-md font-semibold">
              Tour Photo Gallery
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-700">{intro.tour}</p>
          </div>
          <Gallery images={tourPhotos} maxColumns={3} label="Tour photos" className="mt-8" />
        </div>
      </section>

      <section id="fan-photos" aria-labelledby="fan-photos-heading" className="container-page py-16">
        <div className="max-w-2xl">
          <p className="eyebrow">{intro.fansEyebrow}</p>
          <h2 id="fan-photos-heading" className="mt-2 text-display-md font-semibold">
            Feline Fan Photos
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-700">{intro.fans}</p>
        </div>
        <Gallery images={fanPhotos} maxColumns={3} label="Fan photos" className="mt-8" />
      </section>

      <section aria-labelledby="share-heading" className="bg-brick-700 text-white">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <Camera aria-hidden className="size-9 text-marigold-300" />
            <h2 id="share-heading" className="mt-3 text-display-md font-semibold text-white">
              Share Your Cat Photos With Us!
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-brick-50">{intro.share}</p>
          </div>
          <Link to="/contact" className="btn btn-lg shrink-0 bg-white text-brick-800 hover:bg-parchment-100">
            Submit Your Cat Photos
          </Link>
        </div>
      </section>
    </>
  );
}
