import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { PressArticleCard } from "~/components/press/press-article-card";
import { listPressArticles } from "~/content/content.server";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/in-the-news";

export function loader() {
  return { articles: listPressArticles(), ...staticPage("in-the-news") };
}

// Computed by the loader on the server (app/lib/seo/seo.ts `staticPage`): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function InTheNewsPage({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <PageHero
        image="hero-in-the-news"
        imageAlt="Sepia illustration in the style of an old engraving: a tabby cat wearing round spectacles sitting in front of a columned courthouse"
        eyebrow="Press coverage"
        title={loaderData.heading}
        subtitle="What newspapers, magazines and broadcasters have said about our cat history walking tours."
      >
        <Link to="/press-kit" className="btn btn-primary btn-lg">
          Visit the Press Kit
        </Link>
      </PageHero>

      <section aria-labelledby="articles-heading" className="container-page max-w-5xl py-16">
        <h2 id="articles-heading" className="sr-only">
          Articles about us
        </h2>
        <ul className="space-y-8">
          {articles.map((article) => (
            <li key={article.link}>
              <PressArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="press-cta-heading" className="bg-parchment-100 py-16">
        <div className="container-page grid gap-6 md:grid-cols-2">
          <div className="card p-8">
            <h2 id="press-cta-heading" className="font-display text-2xl font-semibold">
              Writing about us?
            </h2>
            <p className="mt-3 text-ink-700">
              Quick facts, press releases, photos and our media contact are all in one place.
            </p>
            <Link to="/press-kit" className="btn btn-primary mt-6">
              Go to the Press Kit
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          <div className="card p-8">
            <h2 className="font-display text-2xl font-semibold">Questions or story ideas?</h2>
            <p className="mt-3 text-ink-700">
              Tell us what you are working on and we will get back to you within 24 hours.
            </p>
            <Link to="/contact" className="btn btn-secondary mt-6">
              Contact Us
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
