import type { GalleryPhoto } from "~/components/gallery/gallery";
import type { HomePage } from "~/content/schemas/home";
import type { HomeBelowFoldWords } from "~/lib/i18n/en-pages";
import { homeBelowFoldWords } from "~/lib/i18n/pages/home-below-fold";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import type { NewsletterFormSettings } from "~/lib/services/newsletter";
import { HomeGallery } from "./home-gallery";
import { Benefits, BookPromo, FeatureCards, FinalCta, GiftCardPromo } from "./home-sections";
import { NewsletterForm } from "./newsletter-form";

type HomeBelowFoldProps = {
  page: HomePage;
  galleryImages: readonly GalleryPhoto[];
  newsletter: NewsletterFormSettings;
  brandName: string;
  giftCardUrl: string;
  email: string;
  /** The part's words in the page's language (/es/, from its loader data); English, from this chunk, without. */
  words?: HomeBelowFoldWords;
};

/**
 * Everything on the home page from the newsletter signup down, in the spec's
 * order ("When we walk" moved up, above the newsletter: routes/home.tsx). Code-split (the default export is loaded lazily): the server renders
 * it into the HTML, and the browser loads its code, and hydrates it, only as
 * the visitor nears it (lazyOnApproach in routes/home.tsx). Its links go to the page's language's version of a page
 * where there is one (hrefFor); the gift card's address carries the provider's language (root data).
 */
export default function HomeBelowFold({
  page,
  galleryImages,
  newsletter,
  brandName,
  giftCardUrl,
  email,
  words: t = homeBelowFoldWords,
}: HomeBelowFoldProps) {
  const linkFor = useLinkFor();
  const newTab = useText().frame.newTab;
  return (
    <>
      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-white py-16 md:py-20">
        <div className="container-page grid gap-10 md:grid-cols-2 md:items-start">
          <div>
            <p className="eyebrow">{page.newsletter.eyebrow}</p>
            <h2 id="newsletter-heading" className="mt-2 text-display-md font-semibold">
              {page.newsletter.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{page.newsletter.text}</p>
          </div>
          <NewsletterForm
            settings={newsletter}
            brandName={brandName}
            className="card relative p-6 sm:p-8"
            words={t.newsletter}
            privacyHref={linkFor("/privacy#newsletter").href}
          />
        </div>
      </section>
      <GiftCardPromo
        {...page.giftCard}
        href={giftCardUrl}
        howGiftingWorks={t.howGiftingWorks}
        giftPage={linkFor("/gift").href}
        newTabNote={newTab}
      />
      <FeatureCards {...page.features} />
      <Benefits {...page.benefits} />
      <BookPromo {...page.book} email={email} signedEdition={t.signedEdition} />
      <HomeGallery {...page.gallery} images={galleryImages} lightboxWords={t.lightbox} />
      <FinalCta {...page.finalCta} bookingPage={linkFor("/booking").href} />
    </>
  );
}
