import { BookOpen, Cat, Gift, Landmark, Map as MapIcon, Users, type LucideIcon } from "lucide-react";
import { CheckItem } from "~/components/ui/check-item";
import { ExternalLink } from "~/components/ui/external-link";
import { mailtoLink } from "~/lib/domain/mailto";
import { Link } from "react-router";

// The visitor's own time under each New York time: a chunk loaded after hydration, its line reserved.
import type { FeatureIcon, HomePage } from "~/content/schemas/home";

/**
 * The home page's static sections below the newsletter (SPEC §2 "Home"), each
 * a server-rendered block of content. Loaded with HomeBelowFold, lazily.
 */

export function GiftCardPromo({
  heading,
  text,
  linkLabel,
  href,
  howGiftingWorks,
  giftPage,
  newTabNote,
}: HomePage["giftCard"] & {
  href: string;
  howGiftingWorks: string;
  /** /gift, or the page's language's version of it. */
  giftPage: string;
  newTabNote?: string;
}) {
  return (
    <section aria-labelledby="gift-heading" className="container-page py-16">
      <div className="flex flex-col items-start gap-6 rounded-card bg-gradient-to-br from-brick-700 to-ink-900 p-8 text-white shadow-lift sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-5">
          <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-white/10 sm:flex">
            <Gift aria-hidden className="size-7 text-marigold-300" />
          </span>
          <div className="max-w-xl">
            <h2 id="gift-heading" className="text-display-md font-semibold text-white">
              {heading}
            </h2>
            <p className="mt-2 text-lg text-parchment-100">{text}</p>
          </div>
        </div>
        <div className="flex flex-col items-start gap-3">
          <ExternalLink
            href={href}
            rel="noopener noreferrer"
            className="btn btn-lg bg-marigold-300 text-ink-900 hover:bg-marigold-400"
            newTabNote={newTabNote}
          >
            {linkLabel}
          </ExternalLink>
          {/* What a gift card covers and how it reaches them: /gift (issue 31 item 7). */}
          <Link
            to={giftPage}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            {howGiftingWorks}
          </Link>
        </div>
      </div>
    </section>
  );
}

const featureIcons: Record<FeatureIcon, LucideIcon> = { landmark: Landmark, cat: Cat, users: Users, map: MapIcon };

export function FeatureCards({ heading, items }: HomePage["features"]) {
  return (
    <section aria-labelledby="features-heading" className="bg-parchment-100 py-16 md:py-20">
      <div className="container-page">
        <h2 id="features-heading" className="text-center text-display-md font-semibold">
          {heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => {
            const Icon = featureIcons[item.icon];
            return (
              <li key={item.title} className="card p-6">
                <span className="flex size-12 items-center justify-center rounded-full bg-brick-50 text-brick-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Benefits({ eyebrow, heading, items }: HomePage["benefits"]) {
  return (
    <section aria-labelledby="benefits-heading" className="container-page py-16 md:py-20">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="benefits-heading" className="mt-2 text-display-md font-semibold">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <CheckItem title={item.title} description={item.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BookPromo({
  eyebrow,
  title,
  description,
  orderLabel,
  orderSubject,
  email,
  signedEdition,
}: HomePage["book"] & { email: string; signedEdition: string }) {
  const mailto = mailtoLink(email, orderSubject);
  return (
    <section aria-labelledby="book-heading" className="bg-parchment-100 py-16 md:py-20">
      <div className="container-page grid items-center gap-10 md:grid-cols-[auto_1fr]">
        {/* A drawn cover: the book's title set on cloth, no picture to load. */}
        <div
          aria-hidden
          className="mx-auto flex h-72 w-48 flex-col justify-between rounded-l-sm rounded-r-lg bg-gradient-to-br from-sage-700 to-ink-900 p-5 text-parchment-100 shadow-lift ring-1 ring-ink-900/20"
        >
          <BookOpen className="size-6 text-marigold-300" />
          <p className="font-display text-2xl leading-tight font-semibold">{title}</p>
          <p className="text-xs tracking-[0.2em] text-marigold-300 uppercase">{signedEdition}</p>
        </div>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="book-heading" className="mt-2 text-display-md font-semibold">
            {title}
          </h2>
          <div className="prose-copy mt-4 max-w-2xl text-lg">
            {description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <a href={mailto} className="btn btn-primary btn-lg mt-6">
            {orderLabel}
          </a>
        </div>
      </div>
    </section>
  );
}

export function FinalCta({ heading, text, buttonLabel, bookingPage }: HomePage["finalCta"] & { bookingPage: string }) {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-brick-700 py-16 text-white md:py-20">
      <div className="container-page text-center">
        <h2 id="final-cta-heading" className="text-display-lg font-semibold text-white">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brick-50">{text}</p>
        <Link to={bookingPage} className="btn btn-lg mt-8 bg-white text-brick-800 hover:bg-parchment-100">
          {buttonLabel}
        </Link>
      </div>
    </section>
  );
}
