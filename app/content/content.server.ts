import { parse } from "yaml";
import type { ZodType } from "zod";
import toursPageSource from "./tours-page.yaml?raw";
import toursSource from "./tours.yaml?raw";
import { toursPageSchema, toursSchema, type Tour, type ToursPage } from "./schemas/tours";
import { RELATED_POST_LIMIT, relatedPosts } from "~/lib/blog";
import { loadPosts } from "./blog-posts.server";
import type { BlogPost } from "./schemas/blog";

/**
 * The only code that reads content files. Each file is bundled as text
 * (Vite `?raw`), parsed as YAML and validated with its schema once, when the
 * module is first imported: a broken file fails the build's pre-render, not a
 * visitor's request. The first problem throws, naming the file.
 */
export class ContentError extends Error {
  constructor(fileName: string, detail: string) {
    super(`Invalid content in app/content/${fileName}: ${detail}`);
    this.name = "ContentError";
  }
}

export function parseContent<T>(fileName: string, source: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    throw new ContentError(fileName, error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const where = first && first.path.length > 0 ? ` (at ${first.path.join(".")})` : "";
    throw new ContentError(fileName, `${first?.message ?? "does not match its schema"}${where}`);
  }
  return result.data;
}

const tours: Tour[] = parseContent("tours.yaml", toursSource, toursSchema);
const toursPage: ToursPage = parseContent("tours-page.yaml", toursPageSource, toursPageSchema);

/** All four tours, in content order (the three public walks, then private tours). */
export function listTours(): Tour[] {
  return tours;
}

export function getTour(slug: string): Tour | undefined {
  return tours.find((tour) => tour.slug === slug);
}

/** The three walks anyone can book on a fixed schedule. */
export function listPublicTours(): Tour[] {
  return tours.filter((tour) => !tour.private);
}

export function getToursPage(): ToursPage {
  return toursPage;
}

// ---- Blog (issue 14) -------------------------------------------------------
// Every `app/content/blog/*.md` file is a post: adding a file publishes it on
// the list, the site map, the related lists and the search, with no code change.
// Parsed and rendered to HTML once, here, when the module loads.
const blogFiles = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });
const posts: BlogPost[] = loadPosts(
  Object.entries(blogFiles).map(([path, source]) => ({ fileName: path.replace(/^\.\//, ""), source })),
);

/** Every post, newest first. */
export function listPosts(): BlogPost[] {
  return posts;
}

export function getPost(id: string): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

/** Up to `limit` other posts of the post's category (SPEC §9: 3). */
export function listRelatedPosts(post: Pick<BlogPost, "id" | "category">, limit = RELATED_POST_LIMIT): BlogPost[] {
  return relatedPosts(posts, post, limit);
}
