import { parse } from "yaml";
import type { ZodType } from "zod";
import toursPageSource from "./tours-page.yaml?raw";
import toursSource from "./tours.yaml?raw";
import { toursPageSchema, toursSchema, type Tour, type ToursPage } from "./schemas/tours";
import gallerySource from "./gallery.yaml?raw";
import {
  galleryContentSchema,
  type GalleryContent,
  type GalleryImage,
  type GallerySection,
  type GalleryVideo,
} from "./schemas/gallery";
import pressKitSource from "./press-kit.yaml?raw";
import pressSource from "./press.yaml?raw";
import {
  pressKitSchema,
  pressSchema,
  type MediaCoverageItem,
  type Press,
  type PressArticle,
  type PressKit,
  type PressOutlet,
} from "./schemas/press";
import aboutSource from "./about.yaml?raw";
import homeSource from "./home.yaml?raw";
import testimonialsSource from "./testimonials.yaml?raw";
import { aboutPageSchema, type AboutPage } from "./schemas/about";
import { homePageSchema, testimonialsSchema, type HomePage, type Testimonials } from "./schemas/home";

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

// ---- Press: outlets, articles, media coverage and the press kit (SPEC §2 "Home", "Press kit", "In the news") ----

const press: Press = parseContent("press.yaml", pressSource, pressSchema);
const pressKit: PressKit = parseContent("press-kit.yaml", pressKitSource, pressKitSchema);

/** The 11 outlets of the "as featured on" strip, in content order. */
export function listPressOutlets(): PressOutlet[] {
  return press.outlets;
}

/** The 11 press articles, newest first. */
export function listPressArticles(): PressArticle[] {
  return [...press.articles].sort((a, b) => b.date.localeCompare(a.date));
}

/** Quotes from the coverage, for the press kit. */
export function listMediaCoverage(): MediaCoverageItem[] {
  return press.coverage;
}

/** The press kit's own copy: resources, releases (newest first), facts, about, contact, FAQ, testimonials. */
export function getPressKit(): PressKit {
  return { ...pressKit, releases: [...pressKit.releases].sort((a, b) => b.date.localeCompare(a.date)) };
}

// ---- Gallery: photos for the gallery component, the /gallery video and copy (SPEC §2 "Gallery") ----

const gallery: GalleryContent = parseContent("gallery.yaml", gallerySource, galleryContentSchema);

/** The photos of one gallery: the tour photos and fan photos of /gallery, or the home page's 14. */
export function listGalleryImages(section: GallerySection): GalleryImage[] {
  return gallery[section];
}

/** The NBC News feature shown on /gallery. */
export function getGalleryVideo(): GalleryVideo {
  return gallery.video;
}

/** The /gallery page's section introductions. */
export function getGalleryIntro(): GalleryContent["intro"] {
  return gallery.intro;
}

// ---- Home, About and the testimonial carousel (SPEC §2 "Home", "About", "Testimonial carousel") ----

const homePage: HomePage = parseContent("home.yaml", homeSource, homePageSchema);
const aboutPage: AboutPage = parseContent("about.yaml", aboutSource, aboutPageSchema);
const testimonials: Testimonials = parseContent("testimonials.yaml", testimonialsSource, testimonialsSchema);

export function getHomePage(): HomePage {
  return homePage;
}

export function getAboutPage(): AboutPage {
  return aboutPage;
}

/** The carousel's built-in reviews and its defaults. */
export function getTestimonials(): Testimonials {
  return testimonials;
}
