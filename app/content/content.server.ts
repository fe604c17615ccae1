import { loadPosts } from "./blog-posts.server";
import type { BlogPost } from "./schemas/blog";
import gallerySource from "@content/gallery.yaml?raw";
import { loadGallery } from "./gallery-load";
import { type GalleryContent, type GalleryImage, type GallerySection, type GalleryVideo } from "./schemas/gallery";
import petitionSource from "@content/petition.yaml?raw";
import { petitionSchema, type Petition } from "./schemas/petition";
import pressKitSource from "@content/press-kit.yaml?raw";
import pressSource from "@content/press.yaml?raw";
import {
  pressKitSchema,
  pressSchema,
  type MediaCoverageItem,
  type Press,
  type PressArticle,
  type PressKit,
  type PressOutlet,
} from "./schemas/press";
import aboutSource from "@content/about.yaml?raw";
import homeSource from "@content/home.yaml?raw";
import testimonialsSource from "@content/testimonials.yaml?raw";
import type { AboutPage } from "./schemas/about";
import { loadAboutPage, type SpanishAboutPage } from "./about-load";
import { testimonialsSchema, type HomePage, type Testimonials } from "./schemas/home";
import { loadHomePage } from "./home-load";

/**
 * The only code that reads content files. Each file is bundled as text
 * (Vite `?raw`), parsed as YAML and validated with its schema once, when the
 * module is first imported: a broken file fails the build's pre-render, not a
 * visitor's request. The first problem throws, naming the file.
 */
import { parseContent } from "./parse";
import policySource from "@content/policy.yaml?raw";
import { loadPolicy, type SpanishPolicy } from "./policy-load";
import type { Policy } from "./schemas/policy";
import statusSource from "@content/status.yaml?raw";
import { statusFileSchema, type StatusEntry } from "./schemas/status";
import toursPageSource from "@content/tours-page.yaml?raw";
import toursSource from "@content/tours.yaml?raw";
import giftSource from "@content/gift.yaml?raw";
import privacySource from "@content/privacy.yaml?raw";
import { loadPrivacyPage, type SpanishPrivacyPage } from "./privacy-load";
import type { PrivacyPage } from "./schemas/privacy";
import accessibilitySource from "@content/accessibility.yaml?raw";
import { loadAccessibilityPage, type SpanishAccessibilityPage } from "./accessibility-load";
import type { AccessibilityPage } from "./schemas/accessibility";
import { loadGiftPage, type SpanishGiftPage } from "./gift-load";
import type { GiftPage } from "./schemas/gift";
import { ContentError } from "./parse";
export { ContentError, parseContent } from "./parse";
import type { MeetingPlace, Tour, TourContent, ToursPage } from "./schemas/tours";
import { loadToursPage, type SpanishToursPage } from "./tours-page-load";
import { factLabels, factTranslations, siteFacts } from "./site-facts";
import { loadTours, type SpanishTour, type SpanishTourPage } from "./tours-load";
import type { SpanishPrivateTourPage } from "./private-tour-load";
import contactPageSource from "@content/contact-page.yaml?raw";
import surveyPageSource from "@content/survey-page.yaml?raw";
import type { ContactPage, SurveyPage } from "./schemas/forms";
import { loadSurveyPage } from "./survey-page-load";
import { loadContactPage, type SpanishContactPage } from "./contact-page-load";

/**
 * A deployment may point a tour at another provider item without editing
 * content: VITE_FH_ITEM_<SLUG> (e.g. VITE_FH_ITEM_BROOKLYN_HEIGHTS=562630).
 * Applied here, the one place tours are read, so cards, calendars, /booking
 * and the gift-card link can never disagree.
 */
export function withItemIdOverrides<T extends { slug: string; itemId: number }>(
  list: T[],
  env: Record<string, string | undefined>,
): T[] {
  return list.map((tour) => {
    const raw = env[`VITE_FH_ITEM_${tour.slug.toUpperCase().replace(/-/g, "_")}`]?.trim();
    return raw && /^\d{1,12}$/.test(raw) ? { ...tour, itemId: Number(raw) } : tour;
  });
}

// The site's facts (site-facts.yaml) are validated by the build (site-facts-plugin.ts). Every other
// file's texts may quote them through tokens ({price}, {duration}…), expanded here as each file loads.

/** A public tour's price, duration and distance come from site-facts.yaml; the private tour states its own. */
export function withSiteFacts(tour: TourContent): Tour {
  return {
    ...tour,
    durationLabel: tour.durationLabel ?? factLabels.aboutDuration,
    priceLabel: tour.priceLabel ?? factLabels.publicTourPrice,
    distance: tour.distance ?? factLabels.distance,
  };
}

const toursFile = loadTours("tours.yaml", toursSource, siteFacts, factTranslations.es.season?.name ?? "");
const tours: Tour[] = withItemIdOverrides(
  toursFile.tours,
  (import.meta.env ?? {}) as Record<string, string | undefined>,
).map(withSiteFacts);
const toursPageFile = loadToursPage(
  "tours-page.yaml",
  toursPageSource,
  siteFacts,
  factTranslations.es.season?.name ?? "",
);
const toursPage: ToursPage = toursPageFile.toursPage;

/** All four tours, in content order (the three public walks, then private tours). */
export function listTours(): Tour[] {
  return tours;
}

/** A tour's Spanish texts (decision 035), by its slug: every tour has them (the loader refuses a file without). */
export function spanishTour(slug: string): SpanishTour | undefined {
  return toursFile.spanish.get(slug);
}

/**
 * A public tour's meeting place in Spanish, for its Spanish page's card and its Spanish tour-day card: what to look
 * for, the cross streets, the walk from each station (by position), the photo's alt text and caption from tours.yaml
 * es:; the name, address, station names, lines, coordinates and photo one value.
 */
export function spanishMeetingPlace(
  place: MeetingPlace,
  es: Pick<SpanishTour, "landmark"> & { page: Pick<SpanishTourPage, "meetingPlace"> },
): MeetingPlace {
  const texts = es.page.meetingPlace;
  return {
    ...place,
    landmark: es.landmark ?? place.landmark,
    crossStreets: texts.crossStreets,
    stations: place.stations.map((station, index) => ({
      ...station,
      walk: texts.stations[index]?.walk ?? station.walk,
    })),
    photoAlt: texts.photoAlt,
    ...(texts.photoNote === null ? {} : { photoNote: texts.photoNote }),
  };
}

/**
 * The private tour's page in Spanish (decision 035), for /es/tours/private-tours, in the English's shape: the loader
 * refuses a file without one of its texts.
 */
export function spanishPrivateTourPage(): SpanishPrivateTourPage | null {
  return toursFile.privatePage;
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

/**
 * The /tours page's texts in Spanish (decision 035), for /es/tours, in the English's shape: the loader refuses a file
 * without one. The tour pages' note is null until it is Spanish.
 */
export function spanishToursPage(): SpanishToursPage {
  return toursPageFile.spanish;
}

// Contact and survey pages (forms issue).
const contactPageFile = loadContactPage(
  "contact-page.yaml",
  contactPageSource,
  siteFacts,
  factTranslations.es.season?.name ?? "",
);
const contactPage: ContactPage = contactPageFile.contactPage;
const surveyPageFile = loadSurveyPage(
  "survey-page.yaml",
  surveyPageSource,
  siteFacts,
  factTranslations.es.season?.name ?? "",
);
const surveyPage: SurveyPage = surveyPageFile.surveyPage;

export function getContactPage(): ContactPage {
  return contactPage;
}

/** The contact page's texts in Spanish (decision 035), for /es/contact, in the English's shape. */
export function spanishContactPage(): SpanishContactPage {
  return contactPageFile.spanish;
}

export function getSurveyPage(): SurveyPage {
  return surveyPage;
}

/** The survey page's texts in Spanish (decision 035), for /es/survey. */
export function spanishSurveyPage(): SurveyPage {
  return surveyPageFile.spanish;
}

// ---- Blog (issue 14) -------------------------------------------------------
// Every `app/content/blog/*.md` file is a post: adding a file publishes it on
// the list, the site map, the related lists and the search, with no code change.
// Parsed and rendered to HTML once, here, when the module loads.
const blogFiles = import.meta.glob<string>("@content/blog/*.md", { query: "?raw", import: "default", eager: true });
const posts: BlogPost[] = loadPosts(
  Object.entries(blogFiles).map(([path, source]) => ({ fileName: `blog/${path.split("/").pop()}`, source })),
  siteFacts,
);

/** Every post, newest first. */
export function listPosts(): BlogPost[] {
  return posts;
}

export function getPost(id: string): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

// ---- Press: outlets, articles, media coverage and the press kit (SPEC §2 "Home", "Press kit", "In the news") ----

const press: Press = parseContent("press.yaml", pressSource, pressSchema, siteFacts);
const pressKit: PressKit = parseContent("press-kit.yaml", pressKitSource, pressKitSchema, siteFacts);

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

const galleryFile = loadGallery("gallery.yaml", gallerySource, siteFacts, factTranslations.es.season?.name ?? "");
const gallery: GalleryContent = galleryFile.gallery;

/** The photos of one gallery: the tour photos and fan photos of /gallery, or the home page's 14. */
export function listGalleryImages(section: GallerySection): GalleryImage[] {
  return gallery[section];
}

/**
 * The home page's 14 photos in Spanish (decision 035), for /es/: ids and pictures as the English's, each alt text
 * Spanish (the loader refuses a file without one). /gallery is English only.
 */
export function spanishHomeGalleryImages(): GalleryImage[] {
  return galleryFile.spanishHome;
}

/** The NBC News feature shown on /gallery. */
export function getGalleryVideo(): GalleryVideo {
  return gallery.video;
}

/** The /gallery page's hero copy (eyebrow and subtitle). */
export function getGalleryHero(): GalleryContent["hero"] {
  return gallery.hero;
}

/** The /gallery page's section eyebrows and introductions. */
export function getGalleryIntro(): GalleryContent["intro"] {
  return gallery.intro;
}

// ---- Petition: the Jerry Fox page (SPEC §2 "Petition") ----

const petition: Petition = parseContent("petition.yaml", petitionSource, petitionSchema, siteFacts);

export function getPetition(): Petition {
  return petition;
}

// ---- Home, About and the testimonial carousel (SPEC §2 "Home", "About", "Testimonial carousel") ----

const homeFile = loadHomePage("home.yaml", homeSource, siteFacts, factTranslations.es.season?.name ?? "");
const homePage: HomePage = homeFile.home;
const aboutFile = loadAboutPage("about.yaml", aboutSource, siteFacts, factTranslations.es.season?.name ?? "");
const aboutPage: AboutPage = aboutFile.about;
const testimonials: Testimonials = parseContent("testimonials.yaml", testimonialsSource, testimonialsSchema, siteFacts);

export function getHomePage(): HomePage {
  return homePage;
}

/** The home page's texts in Spanish (decision 035), for /es/, in the English's shape: the loader refuses a file without one. */
export function spanishHomePage(): HomePage {
  return homeFile.spanish;
}

export function getAboutPage(): AboutPage {
  return aboutPage;
}

/** The About page in Spanish (decision 035), for /es/about, in the English's shape: the loader refuses a file without a text. */
export function spanishAboutPage(): SpanishAboutPage {
  return aboutFile.spanish;
}

/** The carousel's built-in reviews and its defaults. */
export function getTestimonials(): Testimonials {
  return testimonials;
}

// ---- Cancellation and weather policy (issue 31 item 3): /policies and the line beside every Reserve button ----

const policyFile = loadPolicy("policy.yaml", policySource, siteFacts, factTranslations.es.season?.name ?? "");
const policy: Policy = policyFile.policy;

export function getPolicy(): Policy {
  return policy;
}

/** The policy's Spanish lines (decision 035), beside the Reserve buttons of /es/booking: the loader refuses a file without. */
export function spanishPolicy(): SpanishPolicy {
  return policyFile.spanish;
}

// ---- Privacy notice and accessibility statement (issue 32 items 1 and 2): /privacy, /accessibility ----
const privacyFile = loadPrivacyPage("privacy.yaml", privacySource, siteFacts, factTranslations.es.season?.name ?? "");
const privacyPage: PrivacyPage = privacyFile.privacy;
const accessibilityFile = loadAccessibilityPage(
  "accessibility.yaml",
  accessibilitySource,
  siteFacts,
  factTranslations.es.season?.name ?? "",
);
const accessibilityPage: AccessibilityPage = accessibilityFile.accessibility;

export function getPrivacyPage(): PrivacyPage {
  return privacyPage;
}

export function getAccessibilityPage(): AccessibilityPage {
  return accessibilityPage;
}

/** The privacy notice in Spanish (decision 035), for /es/privacy, in the English's shape: the loader refuses a file without a text. */
export function spanishPrivacyPage(): SpanishPrivacyPage {
  return privacyFile.spanish;
}

/** The accessibility statement in Spanish (decision 035), for /es/accessibility, in the English's shape: the loader refuses a file without a text. */
export function spanishAccessibilityPage(): SpanishAccessibilityPage {
  return accessibilityFile.spanish;
}

// ---- Day-of status (issue 31 item 4): the banner on home, /booking and tour pages, and /status.json ----

const statusEntries: StatusEntry[] = parseContent("status.yaml", statusSource, statusFileSchema).entries;
for (const [index, entry] of statusEntries.entries()) {
  if (entry.tour && !tours.some((tour) => tour.slug === entry.tour && !tour.private))
    throw new ContentError("status.yaml", `no public tour "${entry.tour}" (at entries.${index}.tour)`);
}

/** Every status entry, as written (windows are worked out in app/lib/domain/day-status.ts). */
export function listStatusEntries(): StatusEntry[] {
  return statusEntries;
}

// ---- The gift page (issue 31 item 7): /gift, and the one address of the gift-card shop every Gift Cards link opens ----

const giftFile = loadGiftPage("gift.yaml", giftSource);
const giftPage: GiftPage = giftFile.gift;

export function getGiftPage(): GiftPage {
  return giftPage;
}

/** The gift page in Spanish (decision 035), for /es/gift, in the English's shape (the shop's address is the one address): the loader refuses a file without a text. */
export function spanishGiftPage(): SpanishGiftPage {
  return giftFile.spanish;
}
