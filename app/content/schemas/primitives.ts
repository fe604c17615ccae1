import { z } from "zod";
import { SLUG_PATTERN } from "../slug.ts";
import { imageKeyOf, imageProblem } from "../image-manifest.ts";

/**
 * Building blocks shared by the content schemas. They check shape and type
 * (non-empty text, kebab-case slugs, image keys that exist, https links), never
 * the wording: the spec's exact copy is asserted by unit tests against the
 * loaded content, so a copy edit never fails the build.
 */

/** Non-empty text, trimmed. */
export const text = z.string().trim().min(1);

/** Kebab-case, as in URLs: `brooklyn-heights`. */
export const slugSchema = z.string().regex(SLUG_PATTERN, "Slugs are kebab-case");

/**
 * How content names an image: its file name in app/assets/images
 * (`tour-brooklyn-heights.jpg`), as the editor's image widget writes it and
 * finds it in its media library, or its bare key (`tour-brooklyn-heights`).
 * Either is read as the key. The editor's image widget is given this pattern,
 * and any field that has it is one (scripts/editor-config.ts).
 */
export const IMAGE_KEY_PATTERN = /^[a-z0-9_-]+(?:\.(?:jpe?g|png))?$/;

/**
 * An image such as `tour-brooklyn-heights.jpg`, read as its key
 * `tour-brooklyn-heights`: the file must exist and be wide enough for where
 * the site shows it (`imageProblem`), so a missing or too-small upload fails
 * the build, naming the file, the content file and the entry.
 */
export const imageKeySchema = z
  .string()
  .regex(
    IMAGE_KEY_PATTERN,
    "Image keys use lowercase letters, digits, hyphens and underscores only (or name a .jpg or .png file)",
  )
  .refine((value) => imageProblem(value) === undefined, {
    error: (issue) => imageProblem(String(issue.input)),
  })
  // The file name becomes the key, as the image pipeline names its entries (scripts/images.mjs).
  .transform(imageKeyOf);

/** An absolute https:// address. */
export const httpsUrlSchema = z.url({ protocol: /^https$/, error: "Links must be absolute https:// URLs" });

export const testimonialSchema = z.strictObject({
  quote: text,
  author: text,
  role: text.optional(),
  source: text.optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

export const faqItemSchema = z.strictObject({
  question: text,
  answer: text,
});

/** The values of `values` that occur more than once. */
export function duplicates<T>(values: readonly T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
