import { ArrowRight, CalendarDays, UserRound } from "lucide-react";
import { Link } from "react-router";
import { postHref, type BlogPostSummary } from "~/lib/domain/blog";
import { formatCalendarDate } from "~/lib/domain/dates";
import { CardImageHeader } from "../ui/card-image-header";

type PostCardProps = {
  post: BlogPostSummary;
  /** Heading level inside the page outline. */
  headingLevel?: "h2" | "h3";
};

/** One post in the blog grid or the related stories (SPEC §2 "Blog": card). */
export function PostCard({ post, headingLevel: Heading = "h2" }: PostCardProps) {
  const headingId = `post-card-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col overflow-hidden">
      <CardImageHeader
        image={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
        badge={post.category}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden className="size-4" />
            {post.author}
          </span>
        </p>
        <Heading id={headingId} className="text-xl leading-snug font-semibold">
          {post.title}
        </Heading>
        <p className="leading-relaxed text-ink-700">{post.excerpt}</p>
        <div className="mt-auto pt-2">
          {/* Replace mode: moving between the list and posts never piles up history entries (SPEC §2). */}
          <Link to={postHref(post.id)} replace className="btn btn-secondary">
            Read More
            {/* The visible label stays 'Read More'; the link text names the post (link purpose). */}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
