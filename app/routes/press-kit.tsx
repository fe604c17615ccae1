import { siteFacts } from "~/content/site-facts";
import { Download, FileText, Mail, Newspaper } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { OutletLogos } from "~/components/press/outlet-logos";
import { FaqList } from "~/components/tours/faq-list";
import { TestimonialList } from "~/components/tours/testimonial-list";
import { getPressKit, listMediaCoverage, listPressOutlets } from "~/content/content.server";
import { formatCalendarDate } from "~/lib/domain/dates";
import { mailtoLink } from "~/lib/domain/mailto";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/press-kit";

export function loader() {
  return { kit: getPressKit(), coverage: listMediaCoverage(), outlets: listPressOutlets(), ...staticPage("press-kit") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const MEDIA_SUBJECT = "Media Inquiry";

export default function PressKitPage({ loaderData }: Route.ComponentProps) {
  const { kit, coverage, outlets } = loaderData;
  const mediaMailto = mailtoLink(siteFacts.contact.email, MEDIA_SUBJECT);
  const folderLink = (label: string, className: string) => (
    <ExternalLink href={siteFacts.links.pressKit} rel="noopener noreferrer" className={className}>
      <Download aria-hidden className="size-5" />
      {label}
    </ExternalLink>
  );

  return (
    <>
      <PageHero
        image="hero-press-kit"
        imageAlt="Illustration of a columned hall on Wall Street with a statue on a plinth and flags on the stone towers, and a black cat sitting on the steps"
        eyebrow="For journalists"
        title={loaderData.heading}
        subtitle={kit.heroSubtitle}
      >
        {folderLink("Open the Press Kit Folder", "btn btn-primary btn-lg")}
        <a href="#media-contact" className="btn btn-on-dark btn-lg">
          Contact Our Media Team
        </a>
      </PageHero>

      <section aria-labelledby="resources-heading" className="container-page py-16">
        <p className="eyebrow">Press resources</p>
        <h2 id="resources-heading" className="mt-2 text-display-md font-semibold">
          Press Resources
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-700">
          Photos, logos and background material, ready to download from our shared press kit folder.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {kit.resources.map((resource) => (
            <li key={resource.title} className="card p-6">
              <FileText aria-hidden className="size-7 text-brick-600" />
              <h3 className="mt-3 font-sans text-lg font-semibold">{resource.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{resource.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">{folderLink("Download the Press Kit", "btn btn-secondary btn-lg")}</div>
      </section>

      <section aria-labelledby="releases-heading" className="bg-parchment-100 py-16">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="releases-heading" className="text-display-md font-semibold">
              Press Releases
            </h2>
            <ul className="mt-6 space-y-4">
              {kit.releases.map((release) => (
                <li key={release.title} className="card p-5">
                  <time dateTime={release.date} className="text-sm font-semibold text-brick-700">
                    {formatCalendarDate(release.date)}
                  </time>
                  <h3 className="mt-1 font-sans text-lg leading-snug font-semibold">{release.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-700">{release.summary}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="facts-heading" className="text-display-md font-semibold">
              Quick Facts
            </h2>
            <dl aria-labelledby="facts-heading" className="card mt-6 divide-y divide-ink-900/10 px-5">
              {kit.facts.map((fact) => (
                <div key={fact.label} className="grid gap-1 py-3.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
                  <dt className="text-sm font-semibold text-ink-900">{fact.label}</dt>
                  <dd className="text-sm text-ink-700">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="container-page max-w-3xl py-16">
        <p className="eyebrow">Background</p>
        <h2 id="about-heading" className="mt-2 text-display-md font-semibold">
          About {siteFacts.brand.name}
        </h2>
        <div className="prose-copy mt-4 text-lg">
          {kit.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="coverage-heading" className="bg-ink-900 py-16 text-parchment-50">
        <div className="container-page">
          <h2 id="coverage-heading" className="text-display-md font-semibold text-white">
            Media Coverage
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {coverage.map((item) => (
              <li key={item.quote} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
                <Newspaper aria-hidden className="size-6 text-marigold-300" />
                <blockquote className="mt-3 font-display text-xl leading-snug text-white">“{item.quote}”</blockquote>
                <p className="mt-4 text-sm">
                  <span className="font-semibold text-marigold-300">{item.publication}</span>
                  <span className="text-parchment-200">
                    {" "}
                    · {item.source}, {item.context}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="outlets-heading" className="container-page py-16">
        <h2 id="outlets-heading" className="text-display-md font-semibold">
          Featured In
        </h2>
        <OutletLogos outlets={outlets} className="mt-8" />
        <p className="mt-6">
          <Link to="/in-the-news" className="font-semibold text-brick-700 underline-offset-2 hover:underline">
            Read all our press coverage
          </Link>
        </p>
      </section>

      <TestimonialList testimonials={kit.testimonials} heading="What Our Guests Say" />

      <section id="media-contact" aria-labelledby="media-contact-heading" className="py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Media contact</p>
            <h2 id="media-contact-heading" className="mt-2 text-display-md font-semibold">
              Get in Touch
            </h2>
            <div className="card mt-6 p-6">
              <p className="font-semibold text-ink-900">{kit.mediaContact.name}</p>
              <p className="text-sm text-ink-600">{kit.mediaContact.role}</p>
              <p className="mt-3 text-ink-700">{kit.mediaContact.responseTime}</p>
              <a href={mediaMailto} className="btn btn-primary mt-5">
                <Mail aria-hidden className="size-4" />
                Send a Media Inquiry
              </a>
              <p className="mt-3 text-sm text-ink-600">
                Or write to{" "}
                <a href={mediaMailto} className="font-semibold text-brick-700 underline">
                  {siteFacts.contact.email}
                </a>
              </p>
            </div>
          </div>
          <div>
            <h2 id="press-faq-heading" className="text-display-md font-semibold">
              Press FAQ
            </h2>
            <FaqList faqs={kit.faqs} className="mt-4" />
          </div>
        </div>
      </section>
    </>
  );
}
