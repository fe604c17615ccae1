import { BlogList } from "~/components/blog/blog-list";
import { PostView } from "~/components/blog/post-view";
import { PageHero } from "~/components/layout/page-hero";
import { getPost, listPosts } from "~/content/content.server";
import { factLabels } from "~/content/site-facts";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { RELATED_POST_LIMIT, relatedPosts, toPostSummary } from "~/lib/domain/blog";
import { postMeta } from "~/lib/seo/blog-meta";
import { blogFeedLink } from "~/lib/seo/search-files";
import { staticPage } from "~/lib/seo/seo";
import type { Route } from "./+types/blog";

/**
 * /blog lists the posts; /blog?post={id} shows one, rendered by the server
 * with its own title, canonical URL and structured data. An unknown id shows
 * the list (SPEC §2 "Blog"). Posts were parsed once when the content loaded.
 */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("post");
  const post = id ? getPost(id) : undefined;
  if (post)
    return {
      view: "post" as const,
      post,
      related: relatedPosts(listPosts(), post, RELATED_POST_LIMIT).map(toPostSummary),
      meta: [...postMeta(post), blogFeedLink()],
    };
  const { meta, heading } = staticPage("blog");
  return { view: "list" as const, posts: listPosts().map(toPostSummary), meta: [...meta, blogFeedLink()], heading };
}

// Computed by the loader on the server (app/lib/seo/seo.ts): no page copy in the browser bundle.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "post") {
    return <PostView key={loaderData.post.id} post={loaderData.post} related={loaderData.related} />;
  }
  return (
    <>
      <PageHero
        image="hero-blog"
        imageAlt="A tabby cat curled up on the counter of a nineteenth-century print shop"
        eyebrow="Stories"
        title={loaderData.heading}
        subtitle={`Tales of New York's historic cats, the neighborhoods we walk and life on tour. ${factLabels.schedule} Times are ${NEW_YORK_TIME}.`}
      />
      <section id="blog-posts" aria-label="Posts" className="container-page scroll-mt-24 py-16">
        <BlogList posts={loaderData.posts} />
      </section>
    </>
  );
}
