import { z } from "zod";
import { duplicates, faqItemSchema, imageKeySchema, slugSchema, testimonialSchema, text } from "./primitives.ts";

/**
 * Schemas for the tour content in `app/content/tours.yaml` and
 * `app/content/tours-page.yaml`. They check shape: required fields, types,
 * images that exist, unique ids, slugs and provider item ids, and the counts
 * the page layouts need. tours.yaml is the only place tour ids, slugs and item
 * ids are written; the spec's four tours, their item ids and counts are pinned
 * by unit tests (tours.test.ts), not here.
 */

/** The tour pages lay testimonials out in a row of three. */
const TESTIMONIAL_COUNT = 3;

/**
 * New York City's bounding box (the five boroughs, from Tottenville to the Bronx's and Queens' edges): a stop, a
 * subway entrance or a meeting place outside it is a typing slip (a dropped minus sign, swapped latitude and
 * longitude), and the build refuses it, naming the field.
 */
export const NYC_BOUNDS = { south: 40.4774, north: 40.9176, west: -74.2591, east: -73.7004 } as const;

/** A latitude inside New York City's bounds (the editor shows them too): the message names the field and the bounds. */
const outsideLatitude = `latitude is outside New York City (${NYC_BOUNDS.south} to ${NYC_BOUNDS.north})`;
export const nycLatitudeSchema = z
  .number()
  .min(NYC_BOUNDS.south, outsideLatitude)
  .max(NYC_BOUNDS.north, outsideLatitude);

/** A longitude inside New York City's bounds (negative: west of Greenwich). */
const outsideLongitude = `longitude is outside New York City (${NYC_BOUNDS.west} to ${NYC_BOUNDS.east})`;
export const nycLongitudeSchema = z
  .number()
  .min(NYC_BOUNDS.west, outsideLongitude)
  .max(NYC_BOUNDS.east, outsideLongitude);

/**
 * A stop of the walk, in walking order (issue 43 item 1): where it is, the landmark's street position, drawn on the
 * route map at the next build. The coordinates are one value; the Spanish translates the texts only.
 */
export const tourStopSchema = z.strictObject({
  title: text,
  description: text,
  latitude: nycLatitudeSchema,
  longitude: nycLongitudeSchema,
});

/** One subway line as the MTA names it on its bullets: a digit or a capital letter ("A", "2", "J"). */
export const subwayLineSchema = z
  .string()
  .regex(/^(?:[1-7]|[A-Z])$/, "A subway line is one digit (1-7) or one capital letter");

/** A station near the meeting point and the lines that stop there. */
export const subwayStationSchema = z.strictObject({
  name: text,
  lines: z.array(subwayLineSchema).min(1),
  /** How far on foot, as a visitor reads it: "2-minute walk". */
  walk: text,
  /** The entrance nearest the meeting point (the first station's is drawn on the route map). */
  entrance: z.strictObject({ latitude: nycLatitudeSchema, longitude: nycLongitudeSchema }).optional(),
});

/**
 * Where a public tour starts (issue 31 item 1): enough to find the group on a
 * phone, plus the coordinates for the directions link and structured data.
 */
export const meetingPlaceSchema = z.strictObject({
  name: text,
  /** What to look for on arrival. */
  landmark: text,
  streetAddress: text,
  locality: text,
  region: text,
  postalCode: z.string().regex(/^\d{5}$/, "A five-digit ZIP code"),
  crossStreets: text,
  stations: z.array(subwayStationSchema).min(1),
  photo: imageKeySchema,
  photoAlt: text,
  /** A caption under the photo, e.g. that it is a stand-in until a photo of the spot replaces it. */
  photoNote: text.optional(),
  /** Marks the stand-in photo for `npm run launch-check`. */
  sample: z.boolean().optional(),
  latitude: nycLatitudeSchema,
  longitude: nycLongitudeSchema,
});

/** The icons a "Know before you go" item may use (lucide names, mapped in the component). */
export const knowIconNames = [
  "clock",
  "footprints",
  "gauge",
  "users",
  "baby",
  "accessibility",
  "dog",
  "backpack",
  "hand-coins",
] as const;

/** One line of "Know before you go" (issue 31 item 2). An empty `text` hides the item. */
export const knowItemSchema = z.strictObject({
  icon: z.enum(knowIconNames),
  label: text,
  // Optional: the editor saves a cleared text as absent; an item without text is hidden.
  text: z.string().trim().default(""),
  /** A house rule written for launch that the company confirms: listed by `npm run launch-check`. */
  sample: z.boolean().optional(),
});

export const eventTypeSchema = z.strictObject({
  title: text,
  description: text,
  image: imageKeySchema,
  imageAlt: text,
});

/** Extra copy for the private tours page (named `privateDetails` because `private` is the flag). */
export const privateTourDetailsSchema = z.strictObject({
  description: z.array(text).min(1),
  pricing: z.array(text).min(1),
  /** Three columns on the private tours page. */
  neighborhoods: z.array(text).length(3),
  scheduling: z.array(text).min(1),
  /** A two-by-two grid of pictures. */
  eventTypes: z.array(eventTypeSchema).length(4),
});

export const tourSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: slugSchema,
  title: text,
  /**
   * The tour's name as a sentence says it: "the Financial District", "Brooklyn Heights". Used wherever
   * prose puts the name mid-sentence ("About the Financial District"); `title` stays the name on its own.
   */
  nameInSentence: text,
  /** The wider area named in the tour page's intro, e.g. "Lower Manhattan". */
  area: text,
  description: text,
  teaser: text,
  image: imageKeySchema,
  imageAlt: text,
  featured: z.boolean(),
  itemId: z.number().int().positive(),
  private: z.boolean(),
  /** Public tours omit these three: content.server fills them from site-facts.ts. */
  durationLabel: text.optional(),
  priceLabel: text.optional(),
  distance: text.optional(),
  /** Group maximum: required on public tours (the facts bar states it). */
  maxGroup: z.number().int().positive().optional(),
  /** When a public tour runs; the home page's availability lists these. */
  schedule: z.strictObject({ days: text, time: text }).optional(),
  /** One line: where the group meets (the private tour: that it is arranged with the group). */
  meetingPoint: text,
  /** The full meeting point: required on public tours, absent on the private tour. */
  meetingPlace: meetingPlaceSchema.optional(),
  /** Know before you go: shown near the top of the tour page, empty items hidden. */
  knowBeforeYouGo: z.array(knowItemSchema).default([]),
  heroTitle: text,
  heroSubtitle: text,
  seoTitle: text.max(60),
  seoDescription: text.min(120).max(160),
  intro: text,
  stops: z.array(tourStopSchema),
  // Counted by toursSchema below (messages naming the tour); the same counts as
  // JSON Schema metadata, so the editor's check (scripts/admin-config.test.ts) sees them.
  testimonials: z.array(testimonialSchema).meta({ minItems: TESTIMONIAL_COUNT, maxItems: TESTIMONIAL_COUNT }),
  faqs: z.array(faqItemSchema).meta({ minItems: 1 }),
  highlights: z.array(text).min(3).max(5),
  privateDetails: privateTourDetailsSchema.optional(),
});

export const toursSchema = z
  .array(tourSchema)
  // One private tour and at least one public one (below): two at least, as the editor's list counts them.
  .meta({ minItems: 2 })
  .superRefine((tours, ctx) => {
    for (const [field, values] of [
      ["id", tours.map((tour) => tour.id)],
      ["slug", tours.map((tour) => tour.slug)],
      ["itemId", tours.map((tour) => tour.itemId)],
      ["seoTitle", tours.map((tour) => tour.seoTitle)],
      ["seoDescription", tours.map((tour) => tour.seoDescription)],
    ] as const) {
      for (const value of duplicates<string | number>(values)) {
        ctx.addIssue({ code: "custom", message: `Duplicate tour ${field}: ${value}` });
      }
    }

    const featuredCount = tours.filter((tour) => tour.featured).length;
    if (featuredCount !== 1) {
      ctx.addIssue({ code: "custom", message: `Exactly one tour must be featured, found ${featuredCount}` });
    }
    const privateCount = tours.filter((tour) => tour.private).length;
    if (privateCount !== 1) {
      ctx.addIssue({
        code: "custom",
        message: `Exactly one tour must be private (the private tours page), found ${privateCount}`,
      });
    }
    if (tours.length - privateCount < 1) {
      ctx.addIssue({ code: "custom", message: "At least one public tour is needed" });
    }

    tours.forEach((tour, index) => {
      const issue = (path: PropertyKey[], message: string) =>
        ctx.addIssue({ code: "custom", path: [index, ...path], message: `${tour.slug}: ${message}` });

      if (tour.testimonials.length !== TESTIMONIAL_COUNT) {
        issue(["testimonials"], `expected ${TESTIMONIAL_COUNT} testimonials, found ${tour.testimonials.length}`);
      }
      if (tour.faqs.length === 0) issue(["faqs"], "a tour page needs at least one FAQ");

      if (tour.private) {
        if (!tour.privateDetails) issue(["privateDetails"], "the private tour needs a privateDetails block");
        if (tour.meetingPlace) issue(["meetingPlace"], "the private tour's meeting point is arranged with the group");
        for (const field of ["durationLabel", "priceLabel", "distance"] as const) {
          if (!tour[field]) issue([field], `the private tour states its own ${field}`);
        }
      } else {
        if (tour.privateDetails) issue(["privateDetails"], "only the private tour has a privateDetails block");
        if (!tour.meetingPlace)
          issue(["meetingPlace"], "a public tour needs its meeting place (address, stations, coordinates)");
        if (tour.stops.length === 0) issue(["stops"], "a public tour needs at least one stop");
        if (tour.meetingPlace && !tour.meetingPlace.stations[0]?.entrance)
          issue(
            ["meetingPlace", "stations", 0, "entrance"],
            "the first station needs its entrance's coordinates (the route map draws it)",
          );
        if (tour.maxGroup === undefined) issue(["maxGroup"], "a public tour needs its group maximum");
        if (!tour.schedule) issue(["schedule"], "a public tour needs its schedule (days and time)");
      }
    });
  });

/**
 * The file itself: the list sits under `tours:` because the editor at /admin
 * (Decap CMS) cannot edit a YAML file whose root is a list (its issue #531).
 */
export const toursFileSchema = z.strictObject({ tours: toursSchema });

/**
 * The private tour's page copy in Spanish (`privateDetails`' texts): the paragraphs are each one text, a list of its
 * own length; an event type is matched to the English by its position, its picture one value. The neighborhoods are
 * the tours' names: one value, in English.
 */
export const privateTourDetailsTranslationSchema = z.strictObject({
  description: z.array(text).min(1).optional(),
  pricing: z.array(text).min(1).optional(),
  scheduling: z.array(text).min(1).optional(),
  eventTypes: z
    .array(z.strictObject({ title: text.optional(), description: text.optional(), imageAlt: text.optional() }))
    .optional(),
});

/**
 * The tours file's Spanish block (decision 035, Decap's single_file i18n): each tour's translated texts, matched to
 * the English by `slug` (the editor copies it), each optional in the file. Which ones a build needs is the loader's
 * rule (content/tours-load.ts), by the pages that show them.
 */
export const toursTranslationSchema = z.strictObject({
  tours: z
    .array(
      z.strictObject({
        slug: slugSchema,
        title: text.optional(),
        /** What each tour's card on /es/tours shows: its description, teaser and image's alt text. */
        description: text.optional(),
        teaser: text.optional(),
        imageAlt: text.optional(),
        /** The private tour's own duration and price (the public tours' come from the site facts). */
        durationLabel: text.optional(),
        priceLabel: text.optional(),
        meetingPoint: text.optional(),
        /**
         * The meeting place's texts: what to look for, the cross streets, the walk from each station (matched by
         * position), the photo's alt text and caption; its name, address, station names, lines and coordinates are
         * one value.
         */
        meetingPlace: z
          .strictObject({
            landmark: text.optional(),
            crossStreets: text.optional(),
            stations: z.array(z.strictObject({ walk: text.optional() })).optional(),
            photoAlt: text.optional(),
            photoNote: text.optional(),
          })
          .optional(),
        /**
         * What a tour's page (/es/tours/<slug>, /es/tours/private-tours) shows; its lists are matched to the English by
         * position; the private page's own copy in privateDetails.
         */
        nameInSentence: text.optional(),
        area: text.optional(),
        heroTitle: text.optional(),
        heroSubtitle: text.optional(),
        seoTitle: text.max(60).optional(),
        seoDescription: text.max(160).optional(),
        intro: text.optional(),
        knowBeforeYouGo: z.array(z.strictObject({ label: text.optional(), text: text.optional() })).optional(),
        stops: z.array(z.strictObject({ title: text.optional(), description: text.optional() })).optional(),
        faqs: z.array(z.strictObject({ question: text.optional(), answer: text.optional() })).optional(),
        privateDetails: privateTourDetailsTranslationSchema.optional(),
      }),
    )
    .optional(),
});

export const trustItemSchema = z.strictObject({
  value: text,
  label: text,
});

export const expectationSchema = z.strictObject({
  title: text,
  description: text,
});

/** Copy every public tour page shares (SPEC §2 "Tour pages": the note that tours are stories, not safaris). */
export const tourPageNoteSchema = z.strictObject({
  heading: text,
  text: text,
});

export const toursPageSchema = z.strictObject({
  heroTitle: text,
  heroSubtitle: text,
  trustBar: z.array(trustItemSchema).min(3).max(6),
  expectations: z.strictObject({
    heading: text,
    intro: text.optional(),
    items: z.array(expectationSchema).min(4).max(6),
  }),
  faqHeading: text,
  faqs: z.array(faqItemSchema).length(6),
  /** Shown on every public tour page, beside the tour's introduction. */
  tourNote: tourPageNoteSchema,
});

/**
 * The tours page file's Spanish block (decision 035, Decap's single_file i18n): the Spanish of its texts, each
 * optional in the file. Its lists (trust bar, expectations, FAQs) have no id, so a Spanish item is matched to the
 * English by its position. Which texts a build needs is the loader's rule (content/tours-page-load.ts), by the pages
 * that show them.
 */
export const toursPageTranslationSchema = z.strictObject({
  heroTitle: text.optional(),
  heroSubtitle: text.optional(),
  trustBar: z.array(z.strictObject({ value: text.optional(), label: text.optional() })).optional(),
  expectations: z
    .strictObject({
      heading: text.optional(),
      intro: text.optional(),
      items: z.array(z.strictObject({ title: text.optional(), description: text.optional() })).optional(),
    })
    .optional(),
  faqHeading: text.optional(),
  faqs: z.array(z.strictObject({ question: text.optional(), answer: text.optional() })).optional(),
  tourNote: z.strictObject({ heading: text.optional(), text: text.optional() }).optional(),
});

export type SubwayStation = z.infer<typeof subwayStationSchema>;
export type MeetingPlace = z.infer<typeof meetingPlaceSchema>;
export type KnowItem = z.infer<typeof knowItemSchema>;
export type KnowIconName = (typeof knowIconNames)[number];
export type TourStop = z.infer<typeof tourStopSchema>;
export type EventType = z.infer<typeof eventTypeSchema>;
export type PrivateTourDetails = z.infer<typeof privateTourDetailsSchema>;
/** A tour as tours.yaml states it. */
export type TourContent = z.infer<typeof tourSchema>;
/** A tour as the pages get it: price, duration and distance always filled (content.server.ts). */
export type Tour = Omit<TourContent, "durationLabel" | "priceLabel" | "distance"> & {
  durationLabel: string;
  priceLabel: string;
  distance: string;
};
export type TrustItem = z.infer<typeof trustItemSchema>;
export type Expectation = z.infer<typeof expectationSchema>;
export type ToursPage = z.infer<typeof toursPageSchema>;
export type ToursPageTranslation = z.infer<typeof toursPageTranslationSchema>;
export type TourPageNote = z.infer<typeof tourPageNoteSchema>;
