import { z } from "zod";
import { imageKeySchema, slugSchema, text } from "./primitives.ts";

/**
 * The frontmatter of one blog post, `app/content/blog/<id>.md` (SPEC §3 "Blog
 * post"). The Markdown below the frontmatter is the post's body.
 */

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const blogPostFrontmatterSchema = z.strictObject({
  /** The slug in `/blog?post={id}`; it must also be the file name. */
  id: slugSchema,
  title: text,
  excerpt: text,
  author: text,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates use YYYY-MM-DD")
    .refine(isCalendarDate, "Not a calendar date"),
  image: imageKeySchema,
  imageAlt: text,
  tags: z.array(text).min(1, "List at least one tag"),
  category: text,
  /** Minutes. */
  readTime: z.number().int().positive(),
});

export type BlogPostFrontmatter = z.infer<typeof blogPostFrontmatterSchema>;

/** A post as the site uses it: the frontmatter plus the body rendered to sanitized HTML. */
export type BlogPost = BlogPostFrontmatter & { html: string };
