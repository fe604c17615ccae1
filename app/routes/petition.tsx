import { siteFacts } from "~/content/site-facts";
import { Award, BookOpen, HeartHandshake, Landmark, Mail, Newspaper, PenLine } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ScrollToLink } from "~/components/petition/scroll-to-link";
import { getPetition, listPosts } from "~/content/content.server";
import { mailtoLink } from "~/lib/domain/mailto";
import { postHref } from "~/lib/domain/blog";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/petition";

export function loader() {
  // Blog post 1 (the oldest) tells Jerry Fox's story (SPEC §2 "Petition").
  const firstPost = listPosts().at(-1);
  return { petition: getPetition(), storyPostId: firstPost?.id ?? null, ...staticPage("petition") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const cardIcons = [HeartHandshake, Award, Newspaper, Landmark];

export default function PetitionPage({ loaderData }: Route.ComponentProps) {
  const { petition, storyPostId } = loaderData;
  return (
    <>
      <PageHero
        image="hero-petition"
        imageAlt="Sepia illustration in the style of an old engraving: a black cat wearing round spectacles sitting in front of a columned courthouse"
        height="large"
        eyebrow="Petition"
        title={loaderData.heading}
        subtitle={petition.heroSubtitle}
      >
        <ScrollToLink targetId="sign-petition" className="btn btn-primary btn-lg">
          <PenLine aria-hidden className="size-5" />
          Sign the Petition
        </ScrollToLink>
        <a href="#story" className="btn btn-on-dark btn-lg">
          Read His Story
        </a>
      </PageHero>

      <section id="story" aria-labelledby="story-heading" className="container-page grid gap-12 py-16 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="eyebrow">Brooklyn Borough Hall, 1876–1904</p>
          <h2 id="story-heading" className="mt-2 text-display-md font-semibold">
            The Story of Jerry Fox
          </h2>
          <div className="prose-copy mt-4 text-lg">
            {petition.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {storyPostId && (
            <Link
              to={postHref(storyPostId)}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-brick-700 underline-offset-2 hover:underline"
            >
              <BookOpen aria-hidden className="size-5" />
              Read the full story on our blog
            </Link>
          )}
        </div>
        <aside aria-labelledby="timeline-heading" className="lg:col-span-2">
          <div className="card p-6">
            <h3 id="timeline-heading" className="font-sans text-lg font-semibold">
              Jerry Fox at a glance
            </h3>
            <ol className="mt-4 space-y-5 border-l-2 border-marigold-400 pl-5">
              {petition.timeline.map((entry) => (
                <li key={entry.year} className="relative">
                  <span
                    aria-hidden
                    className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brick-600 ring-4 ring-white"
                  />
                  <p className="font-display text-lg font-semibold text-ink-900">{entry.year}</p>
                  <p className="text-ink-700">{entry.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </aside>
      </section>

      <section aria-labelledby="significance-heading" className="bg-parchment-100 py-16">
        <div className="container-page">
          <h2 id="significance-heading" className="text-display-md font-semibold">
            Why Jerry Fox Deserves a Plaque
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {petition.significance.map((card, index) => {
              const Icon = cardIcons[index] ?? Award;
              return (
                <li key={card.title} className="card p-6">
                  <Icon aria-hidden className="size-8 text-brick-600" />
                  <h3 className="mt-3 font-sans text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-700">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        id="sign-petition"
        tabIndex={-1}
        aria-labelledby="sign-heading"
        className="bg-brick-700 text-white outline-none"
      >
        <div className="container-page max-w-3xl py-16 text-center">
          <PenLine aria-hidden className="mx-auto size-10 text-marigold-300" />
          <h2 id="sign-heading" className="mt-3 text-display-md font-semibold text-white">
            {petition.sign.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brick-50">{petition.sign.text}</p>
          <ExternalLink
            href={siteFacts.links.petitionForm}
            rel="noopener noreferrer"
            newTabNote=" (opens in a new window)"
            className="btn btn-lg mt-8 bg-white text-brick-800 hover:bg-parchment-100"
          >
            Sign the Petition Online
          </ExternalLink>
          <p className="mt-8 text-brick-50">
            Questions about the petition?{" "}
            <a
              href={mailtoLink(siteFacts.contact.email, "Jerry Fox Petition")}
              className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-2"
            >
              <Mail aria-hidden className="size-4" />
              Email us at {siteFacts.contact.email}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
