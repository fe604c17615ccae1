import { siteFacts } from "../../content/site-facts";
import type { MetaDescriptor } from "react-router";
import type { BlogPosting, WithContext } from "schema-dts";
import { postHref } from "../domain/blog";
import { findImage } from "../images/images";
import { absoluteUrl, pageMeta } from "./seo";

/** What a post page's meta needs. */
export type PostForMeta = {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  image: string;
  category: string;
  tags: string[];
};

export function postTitle(post: Pick<PostForMeta, "title">): string {
  return `${post.title} | ${siteFacts.brand.name} Blog`;
}

/** schema.org BlogPosting (INTEGRATIONS §7: headline, image, dates, author; the author is the company). */
export function blogPostingJsonLd(post: PostForMeta): WithContext<BlogPosting> {
  const url = absoluteUrl(postHref(post.id));
  const image = findImage(post.image);
  const organization = { "@type": "Organization" as const, name: siteFacts.brand.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(image ? { image: absoluteUrl(image.src) } : {}),
    datePublished: post.date,
    dateModified: post.date,
    author: { ...organization, name: post.author },
    publisher: organization,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: "en-US",
  };
}

/** Title, description, canonical `/blog?post={id}`, Open Graph article tags, breadcrumb and BlogPosting JSON-LD. */
export function postMeta(post: PostForMeta): MetaDescriptor[] {
  const meta = pageMeta({
    title: postTitle(post),
    description: post.excerpt,
    path: postHref(post.id),
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path: postHref(post.id) },
    ],
    jsonLd: [blogPostingJsonLd(post)],
  });
  return [
    ...meta.map((tag) => ("property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag)),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
  ];
}
