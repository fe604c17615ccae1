import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse } from "yaml";
import { expandTokens, UnknownTokenError, type TokenFacts } from "./fact-labels";
import { expandContentTokens, withoutEmptyValues } from "./parse";
import { blogPostFrontmatterSchema, type BlogPost } from "./schemas/blog";

/**
 * The blog's content loader: Markdown files with YAML frontmatter in, validated
 * posts with sanitized HTML bodies out, newest first. Pure (no file access):
 * `content.server.ts` feeds it the bundled files, tests feed it a folder of
 * their own. Runs once per process (and at build time for pre-rendering), so
 * no request ever waits on Markdown parsing; the parser never reaches the
 * browser (`.server` module).
 */
export type BlogSourceFile = { fileName: string; source: string };

export class BlogContentError extends Error {
  constructor(fileName: string, detail: string) {
    super(`Invalid content in app/content/${fileName}: ${detail}`);
    this.name = "BlogContentError";
  }
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

// Raw HTML in Markdown is dropped (remark-rehype keeps none), and the HTML tree is
// sanitized with GitHub's rules: no scripts, no event-handler attributes, no
// javascript: URLs, whatever a post contains.
const markdownToHtml = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Markdown (headings, lists, bold, links, images…) to sanitized HTML. */
export function renderMarkdown(markdown: string): string {
  return String(markdownToHtml.processSync(markdown));
}

function baseName(fileName: string): string {
  return (fileName.split("/").pop() ?? fileName).replace(/\.md$/, "");
}

/**
 * `facts` given: the tokens of the frontmatter's texts and of the body
 * (`{price}`, `{durationWords}`…) are replaced by what the facts say; an
 * unknown token throws, naming the file and the token.
 */
export function parsePost({ fileName, source }: BlogSourceFile, facts?: TokenFacts): BlogPost {
  const match = frontmatterPattern.exec(source);
  if (!match) throw new BlogContentError(fileName, "missing the --- frontmatter --- block at the top");
  let raw: unknown;
  try {
    raw = withoutEmptyValues(parse(match[1] ?? ""));
    if (facts) raw = expandContentTokens(fileName, raw, facts);
  } catch (error) {
    throw new BlogContentError(
      fileName,
      error instanceof Error ? error.message.replace(/^Invalid content in \S+: /, "") : String(error),
    );
  }
  const result = blogPostFrontmatterSchema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const where = first && first.path.length > 0 ? ` (at ${first.path.join(".")})` : "";
    throw new BlogContentError(fileName, `${first?.message ?? "does not match its schema"}${where}`);
  }
  const frontmatter = result.data;
  if (frontmatter.id !== baseName(fileName)) {
    throw new BlogContentError(fileName, `id "${frontmatter.id}" must match the file name (at id)`);
  }
  let body = (match[2] ?? "").trim();
  if (facts) {
    try {
      body = expandTokens(body, facts);
    } catch (error) {
      if (error instanceof UnknownTokenError) throw new BlogContentError(fileName, `${error.message} (in the body)`);
      throw error;
    }
  }
  if (!body) throw new BlogContentError(fileName, "the post has no body below the frontmatter");
  return { ...frontmatter, html: renderMarkdown(body) };
}

/** Every post, validated and rendered, newest first (ties by id). Throws on the first bad file. */
export function loadPosts(files: readonly BlogSourceFile[], facts?: TokenFacts): BlogPost[] {
  const posts = files.map((file) => parsePost(file, facts));
  const seen = new Set<string>();
  for (const post of posts) {
    if (seen.has(post.id)) throw new BlogContentError(`blog/${post.id}.md`, `duplicate post id "${post.id}"`);
    seen.add(post.id);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
