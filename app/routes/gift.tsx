import { siteFacts } from "~/content/site-facts";
import { Gift } from "lucide-react";
import { GiftShopLink } from "~/components/gift/gift-shop-link";
import { PageHero } from "~/components/layout/page-hero";
import { getGiftPage, spanishGiftPage } from "~/content/content.server";
import { siteConfig } from "~/lib/config/config";
import { mailtoLink } from "~/lib/domain/mailto";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { DEFAULT_LOCALE, localeOfPath, providerLanguage } from "~/lib/i18n/locales";
import { giftWords } from "~/lib/i18n/pages/gift";
import { providerAddress } from "~/lib/services/booking";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/gift";

/**
 * /gift (issue 31 item 7): what a gift card is and how it works, and the way into the provider's gift-card flow;
 * /es/gift in Spanish (issue 42): the gift page's es: block, the page's Spanish words and the shop in Spanish
 * (`language=es` on its address).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const english = locale === DEFAULT_LOCALE;
  const gift = english ? getGiftPage() : spanishGiftPage();
  return {
    gift,
    shopHref: providerAddress(gift.shop.url, providerLanguage(locale)),
    email: siteFacts.contact.email,
    probe: new URL(gift.shop.url).origin === new URL(siteConfig.booking.origin).origin,
    words: english ? null : pageWordsFor(locale).gift,
    ...staticPage("gift", {}, locale),
  };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GiftPage({ loaderData }: Route.ComponentProps) {
  const { gift, shopHref, email, probe } = loaderData;
  // The page's own words: English in its code, another language's in its data.
  const t = loaderData.words ?? giftWords;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={gift.heading} subtitle={gift.intro}>
        <GiftShopLink
          href={shopHref}
          label={gift.shop.linkLabel}
          email={email}
          probe={probe}
          words={t.shop}
          mailSubject={t.mailSubject}
        />
      </PageHero>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="gift-steps-heading">
          <h2 id="gift-steps-heading" className="text-display-md font-semibold">
            {gift.stepsHeading}
          </h2>
          <ol className="mt-6 space-y-6">
            {gift.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brick-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="space-y-8">
          <section aria-labelledby="gift-details-heading" className="card p-6">
            <h2 id="gift-details-heading" className="flex items-center gap-2 text-2xl font-semibold">
              <Gift aria-hidden className="size-6 text-brick-600" />
              {gift.detailsHeading}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-700">
              {gift.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="gift-fallback-heading" className="card p-6">
            <h2 id="gift-fallback-heading" className="text-2xl font-semibold">
              {gift.fallback.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-700">{gift.fallback.text}</p>
            <a
              href={mailtoLink(email, t.mailSubject)}
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brick-700 underline underline-offset-2"
            >
              {email}
            </a>
          </section>
        </div>
      </div>
    </>
  );
}
