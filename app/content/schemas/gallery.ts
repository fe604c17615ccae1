import { z } from "zod";
import { imageKeySchema, text } from "./primitives.ts";

/**
 * Schema for `app/content/gallery.yaml`: the photos of the gallery component
 * (SPEC §2 "Gallery", §3 "Gallery image": id, src, alt; `image` is the source
 * as an image key) and the /gallery page's video and section copy.
 */

export const galleryImageSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  image: imageKeySchema,
  alt: text,
});

export const galleryVideoSchema = z.strictObject({
  title: text,
  publication: text,
  embedUrl: z.url({ protocol: /^https$/, error: "The video's embedUrl must be an https:// URL" }),
  poster: imageKeySchema,
  posterAlt: text,
  summary: text,
  /** A stand-in to replace before launch: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

/** "About 35" tour photos and 21 fan photos on /gallery (SPEC §2), 14 on the home page. */
export const GALLERY_COUNTS = { tour: { min: 30, max: 40 }, fans: { min: 21, max: 21 }, home: { min: 14, max: 14 } };

const photos = (section: keyof typeof GALLERY_COUNTS) =>
  z
    .array(galleryImageSchema)
    .min(GALLERY_COUNTS[section].min, `The ${section} gallery needs at least ${GALLERY_COUNTS[section].min} photos`)
    .max(GALLERY_COUNTS[section].max, `The ${section} gallery holds at most ${GALLERY_COUNTS[section].max} photos`);

export const galleryContentSchema = z
  .strictObject({
    video: galleryVideoSchema,
    /** The /gallery hero's eyebrow and subtitle (the heading is the spec's 'Cat Gallery'). */
    hero: z.strictObject({ eyebrow: text, subtitle: text }),
    /** Each section's eyebrow and introduction (the headings are the spec's). */
    intro: z.strictObject({
      tourEyebrow: text,
      tour: text,
      fansEyebrow: text,
      fans: text,
      share: text,
    }),
    tour: photos("tour"),
    fans: photos("fans"),
    home: photos("home"),
  })
  .superRefine((content, ctx) => {
    const seen = new Map<number, string>();
    for (const section of ["tour", "fans", "home"] as const) {
      content[section].forEach((photo, index) => {
        const first = seen.get(photo.id);
        if (first !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [section, index, "id"],
            message: `Photo id ${photo.id} is already used by ${first}; ids must be unique`,
          });
        } else {
          seen.set(photo.id, `${section}[${index}]`);
        }
      });
    }
  });

export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type GalleryVideo = z.infer<typeof galleryVideoSchema>;
export type GalleryContent = z.infer<typeof galleryContentSchema>;
export type GallerySection = "tour" | "fans" | "home";
export type GalleryHero = GalleryContent["hero"];

/**
 * gallery.yaml's Spanish block (decision 035, Decap's single_file i18n): the Spanish of the texts a Spanish page
 * shows, each optional in the file. Only the home page's photos are shown in Spanish (/es/; /gallery is English
 * only): each photo's alt text, matched to the English by its position (the editor copies no id). Ids and pictures are
 * facts: English only, one value. Which texts a build needs is the loader's rule (content/gallery-load.ts).
 */
export const galleryTranslationSchema = z.strictObject({
  home: z.array(z.strictObject({ alt: text.optional() })).optional(),
});

export type GalleryTranslation = z.infer<typeof galleryTranslationSchema>;
