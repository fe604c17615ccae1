import { ArrowLeft, ArrowRight, CalendarDays, ChevronRight, Clock, Tag, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BlogPost } from "~/content/schemas/blog";
import type { BlogPostSummary } from "~/lib/domain/blog";
import { formatCalendarDate } from "~/lib/domain/dates";
import { PageHero } from "../layout/page-hero";
import { factLabels } from "~/content/site-facts";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { PostCard } from "./post-card";

type PostViewProps = { post: BlogPost; related: BlogPostSummary[] };

// The body is HTML the server rendered from Markdown and sanitized; these
// rules style the tags Markdown produces without a typography plugin.
const bodyClass = [
  "text-lg leading-relaxed text-ink-800",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_a]:font-semibold [&_a]:text-brick-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brick-600",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-marigold-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card",
  "[&>:first-child]:mt-0",
].join(" ");

/** One post at /blog?post={id} (SPEC §2 "Blog": post view). */
export function PostView({ post, related }: PostViewProps) {
  const date = formatCalendarDate(post.date);
  return (
    <>
      <PageHero
        image={post.image}
        imageAlt={post.imageAlt}
        height="medium"
        eyebrow={
          <p className="flex flex-wrap items-center gap-3 text-sm font-semibold text-parchment-100">
            <span className="badge bg-marigold-300">{post.category}</span>
            <time dateTime={post.date}>{date}</time>
          </p>
        }
        title={post.title}
        subtitle={post.excerpt}
      />

      <div className="container-page max-w-3xl pt-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-700">
            <li>
              <Link to="/" className="hover:text-brick-700 hover:underline">
                Home
              </Link>
            </li>
            <Separator />
            <li>
              <Link to="/blog" replace className="hover:text-brick-700 hover:underline">
                Blog
              </Link>
            </li>
            <Separator />
            <li>{post.category}</li>
            <Separator className="max-sm:hidden" />
            <li aria-current="page" className="font-semibold text-ink-900 max-sm:hidden">
              {post.title}
            </li>
          </ol>
        </nav>
        <Link to="/blog" replace className="btn btn-ghost mt-6 -ml-3 text-brick-700">
          <ArrowLeft aria-hidden className="size-4" />
          Back to all posts
        </Link>
      </div>

      <article aria-label={post.title} className="container-page max-w-3xl pt-6 pb-16">
        <ul aria-label="About this post" className="flex flex-wrap gap-2 text-sm text-ink-800">
          <Chip>
            <CalendarDays aria-hidden className="size-4 text-brick-600" />
            <time dateTime={post.date}>{date}</time>
          </Chip>
          <Chip>
            <Tag aria-hidden className="size-4 text-brick-600" />
            {post.category}
          </Chip>
          <Chip>
            <UserRound aria-hidden className="size-4 text-brick-600" />
            By {post.author}
          </Chip>
          <Chip>
            <Clock aria-hidden className="size-4 text-brick-600" />
            {post.readTime} min read
          </Chip>
        </ul>

        <div className={`mt-10 ${bodyClass}`} dangerouslySetInnerHTML={{ __html: post.html }} />

        <section aria-labelledby="post-tags" className="mt-12 border-t border-ink-900/10 pt-8">
          <h2 id="post-tags" className="text-lg font-semibold">
            Tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-parchment-100 px-3 py-1 text-sm text-ink-800">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      </article>

      <section aria-labelledby="related-stories" className="bg-parchment-100 py-16">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="related-stories" className="text-display-md font-semibold">
              Related Stories
            </h2>
            <Link to="/blog" replace className="btn btn-secondary">
              Browse All Stories
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          {related.length > 0 ? (
            <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <PostCard key={other.id} post={other} headingLevel="h3" />
              ))}
            </div>
          ) : (
            <p className="mt-4 text-ink-700">More {post.category.toLowerCase()} stories are on their way.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="post-cta" className="bg-ink-900 py-16 text-white">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="post-cta" className="text-display-md font-semibold text-white">
              Ready to Experience the History in Person?
            </h2>
            <p className="mt-3 text-lg text-parchment-200">
              Walk these streets with one of our guides: {factLabels.durationWords}, about {factLabels.distance},{" "}
              {factLabels.pricePerPerson}. {factLabels.schedule} Times are {NEW_YORK_TIME}.
            </p>
          </div>
          <Link to="/booking" className="btn btn-primary btn-lg">
            Explore Our Tours
          </Link>
        </div>
      </section>
    </>
  );
}

function Separator({ className }: { className?: string }) {
  return (
    <li aria-hidden className={className}>
      <ChevronRight className="size-4 text-ink-500" />
    </li>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 shadow-sm ring-1 ring-ink-900/10">
      {children}
    </li>
  );
}
