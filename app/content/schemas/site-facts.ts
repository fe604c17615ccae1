import { z } from "zod";

/**
 * The shape of app/content/site-facts.yaml: the company's facts, one place
 * each. Numbers are numbers in sensible ranges, addresses are addresses, the
 * season has a start and an end. Which values the spec asks for is pinned by
 * site-facts.test.ts.
 *
 * zod only, no other import: the build (the site-facts plugin in
 * vite.config.ts) validates the file with it before turning it into the plain
 * data module the pages import; the browser never loads zod or a YAML parser.
 */
const text = z.string().trim().min(1);
const dollars = z.number().int().positive();
const clock = z.string().regex(/^\d{2}:\d{2}$/, "Times use HH:MM");
const day = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const month = z.enum([
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]);
const isoDate = z.iso.date({ error: "Dates read like 2026-05-01" });
const webUrl = z.url({ protocol: /^https$/, error: "An https:// address" });
/**
 * A US phone number as people write it: "(212) 555-0142", "212-555-0142",
 * "+1 212 555 0142". Ten digits after an optional +1; the area code and the
 * exchange start with 2-9, as every North American number does.
 */
const usPhone = z
  .string()
  .trim()
  .regex(
    /^(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]?\d{4}$/,
    "A US phone number, e.g. (212) 555-0142 or +1 212-555-0142",
  );

/** The languages a walk can be guided in, by their codes (the site's locales). */
export const WALK_LANGUAGES = ["en", "es"] as const;

export const siteFactsSchema = z
  .strictObject({
    /** The company's name and line (titles, header, footer, e-mails, structured data). */
    brand: z.strictObject({ name: text, shortName: text, tagline: text }),
    /** How to reach the company: mailto links, footer, contact page, structured data. */
    contact: z.strictObject({
      email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "An e-mail address, e.g. hello@yourdomain.com"),
      instagramHandle: z.string().regex(/^[\w.]+$/, "An Instagram handle without '@'"),
      instagramUrl: webUrl,
    }),
    /**
     * The number for the day of a walk: the tour-day card, the meeting-point
     * card and the status banner offer it. While it is a sample (a 555-01xx
     * number, reserved for fiction), they show the e-mail instead and the
     * launch check lists it.
     */
    phone: z.strictObject({
      call: usPhone,
      /** Optional: a number that takes texts and WhatsApp messages (it may be the same). */
      textOrWhatsApp: usPhone.optional(),
      /** The placeholder until the company sets its own number: listed by `npm run launch-check`. */
      sample: z.boolean().optional(),
    }),
    /** The booking provider's (FareHarbor) name for the company, in every booking link and calendar. */
    booking: z.strictObject({
      shortname: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, "The company's FareHarbor shortname (lowercase letters, digits, '-')"),
    }),
    /** The company's own links elsewhere. */
    links: z.strictObject({ petitionForm: webUrl, pressKit: webUrl }),
    /** The season the site advertises, and the two texts built from it. */
    season: z.strictObject({
      name: text,
      start: isoDate,
      end: isoDate,
      announcement: text,
      banner: text,
    }),
    currency: z.string().regex(/^[A-Z]{3}$/, "An ISO 4217 currency code"),
    pricePerPerson: dollars,
    competitorAveragePrice: dollars,
    durationHours: z.number().positive().max(12),
    walkingMinutes: z.number().int().positive().max(720),
    distanceMinMiles: z.number().positive().max(20),
    distanceMiles: z.number().positive().max(20),
    rating: z.strictObject({
      value: z.number().min(0).max(5),
      best: z.number().positive().max(10),
      reviewCount: z.number().int().positive(),
      ratingCount: z.number().int().positive(),
      fiveStarPercent: z.number().int().min(0).max(100),
    }),
    privateTour: z.strictObject({
      basePrice: dollars,
      includedGuests: z.number().int().positive(),
      extraGuestPrice: dollars,
      minGuests: z.number().int().positive(),
      maxGuests: z.number().int().positive(),
      defaultGuests: z.number().int().positive(),
    }),
    openingHours: z.strictObject({ days: z.array(day).min(1), opens: clock, closes: clock }),
    tourSchedule: z.strictObject({
      days: z.array(day).min(1),
      time: z.string().regex(/^\d{1,2}:\d{2} [AP]M$/, "Times read like 1:15 PM"),
      firstMonth: month,
      lastMonth: month,
    }),
    /**
     * The language the walks are guided in (issue 42 item 4), one value for every page: the Spanish pages say it
     * where a visitor decides ("El recorrido es en inglés"). `privateInSpanish`: private tours can be guided in
     * Spanish on request (only when the company offers it).
     */
    walks: z.strictObject({ language: z.enum(WALK_LANGUAGES), privateInSpanish: z.boolean() }),
  })
  .superRefine((facts, ctx) => {
    if (facts.rating.value > facts.rating.best) {
      ctx.addIssue({ code: "custom", path: ["rating", "value"], message: "The rating exceeds the best rating" });
    }
    const { minGuests, maxGuests, defaultGuests } = facts.privateTour;
    if (minGuests > maxGuests || defaultGuests < minGuests || defaultGuests > maxGuests) {
      ctx.addIssue({
        code: "custom",
        path: ["privateTour"],
        message: "Guests: minGuests <= defaultGuests <= maxGuests",
      });
    }
    if (facts.distanceMinMiles > facts.distanceMiles) {
      ctx.addIssue({ code: "custom", path: ["distanceMinMiles"], message: "The shortest route exceeds the usual one" });
    }
    if (facts.season.end < facts.season.start) {
      ctx.addIssue({ code: "custom", path: ["season", "end"], message: "The season ends before it starts" });
    }
  });

/** The facts as the YAML file holds them (the season's texts may hold tokens). */
export type SiteFactsContent = z.output<typeof siteFactsSchema>;

/**
 * The facts file's Spanish block (decision 035, Decap's single_file i18n): the texts only, each optional here. The
 * facts are the English block's, one value for both languages; which Spanish texts a build needs is the loader's
 * rule (site-facts-load.ts), by the pages that show them.
 */
export const siteFactsTranslationSchema = z.strictObject({
  brand: z.strictObject({ tagline: text.optional() }).optional(),
  season: z.strictObject({ name: text.optional(), announcement: text.optional(), banner: text.optional() }).optional(),
});

export type SiteFactsTranslation = z.output<typeof siteFactsTranslationSchema>;
