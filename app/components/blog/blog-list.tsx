import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import {
  BLOG_LOADING_MS,
  blogSearchSummary,
  filterPosts,
  listCategories,
  showBrowseByTopic,
  type BlogPostSummary,
} from "~/lib/domain/blog";
import { SearchField } from "../ui/search-field";
import { PostCard } from "./post-card";

const ALL_TOPICS = "All Topics";

/**
 * The blog's list view (SPEC §2 "Blog", §4, §5): live search over title,
 * excerpt and category, the topic filter row, the post grid, 'Browse by
 * Topic' and the three empty states. Plain state and array filters: no library.
 */
export function BlogList({ posts }: { posts: BlogPostSummary[] }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  // SPEC §9: 'Loading...' for 300 ms on first display. The server HTML already
  // carries the cards, so the indicator sits in the status line: nothing moves.
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), BLOG_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (posts.length === 0) {
    return (
      <div className="card mx-auto max-w-lg p-10 text-center">
        <h2 className="text-2xl font-semibold">No Blog Posts Available</h2>
        <p className="mt-2 text-ink-700">Check back soon for new stories and updates!</p>
      </div>
    );
  }

  const categories = listCategories(posts);
  const results = filterPosts(posts, query, category);
  const summary = blogSearchSummary(results.length, query);
  const showAll = () => {
    setQuery("");
    setCategory(null);
  };

  return (
    <div>
      <div role="search" className="mx-auto max-w-xl">
        <SearchField
          label="Search blog posts"
          value={query}
          onChange={setQuery}
          placeholder="Title, topic or keyword"
        />
        <p role="status" className="mt-3 flex min-h-6 items-center justify-center gap-2 text-sm text-ink-700">
          {loading && !summary ? (
            <>
              <LoaderCircle aria-hidden className="size-4 animate-spin text-brick-600" />
              Loading...
            </>
          ) : (
            summary
          )}
        </p>
      </div>

      <TopicButtons
        label="Filter posts by topic"
        categories={categories}
        active={category}
        onSelect={setCategory}
        className="mt-6 justify-center"
        includeAll
      />

      {results.length > 0 ? (
        <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : category !== null ? (
        <EmptyState
          title="No posts found"
          text="No story matches this topic and search."
          action="Show All Posts"
          onAction={showAll}
        />
      ) : (
        <EmptyState
          title="No posts found matching your search"
          text="Try another word, such as a neighborhood, a cat's name or a topic."
          action="Clear search"
          onAction={() => setQuery("")}
        />
      )}

      {showBrowseByTopic(category, categories.length, results.length) && (
        <section aria-labelledby="browse-by-topic" className="mt-16 rounded-card bg-parchment-100 p-8 text-center">
          <h2 id="browse-by-topic" className="text-2xl font-semibold">
            Browse by Topic
          </h2>
          <TopicButtons
            label="Browse by Topic"
            categories={categories}
            active={category}
            onSelect={(topic) => {
              setCategory(topic);
              document.getElementById("blog-posts")?.scrollIntoView({ block: "start" });
            }}
            counts={Object.fromEntries(categories.map((topic) => [topic, filterPosts(posts, "", topic).length]))}
            className="mt-5 justify-center"
          />
        </section>
      )}
    </div>
  );
}

type TopicButtonsProps = {
  label: string;
  categories: string[];
  active: string | null;
  onSelect: (category: string | null) => void;
  includeAll?: boolean;
  counts?: Record<string, number>;
  className?: string;
};

function TopicButtons({ label, categories, active, onSelect, includeAll, counts, className }: TopicButtonsProps) {
  const topics: (string | null)[] = includeAll ? [null, ...categories] : categories;
  return (
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {topics.map((topic) => {
        const pressed = active === topic;
        return (
          <button
            key={topic ?? ALL_TOPICS}
            type="button"
            aria-pressed={includeAll ? pressed : undefined}
            onClick={() => onSelect(topic)}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
              pressed && includeAll
                ? "border-brick-600 bg-brick-600 text-white"
                : "border-ink-900/15 bg-white text-ink-800 hover:border-brick-600 hover:text-brick-700",
            )}
          >
            {topic ?? ALL_TOPICS}
            {counts && topic !== null && <span className="ml-1.5 font-normal text-ink-600">({counts[topic]})</span>}
          </button>
        );
      })}
    </div>
  );
}

type EmptyStateProps = { title: string; text: string; action: string; onAction: () => void };

function EmptyState({ title, text, action, onAction }: EmptyStateProps) {
  return (
    <div className="card mx-auto mt-10 max-w-lg p-10 text-center">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-ink-700">{text}</p>
      <button type="button" className="btn btn-primary mt-6" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
