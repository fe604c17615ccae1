import { z } from "zod";
import { text } from "./primitives";

/**
 * The shape of app/content/site-facts.ts: numbers are numbers in sensible
 * ranges. Which numbers the spec asks for is pinned by site-facts.test.ts.
 */
const dollars = z.number().int().positive();
const clock = z.string().regex(/^\d{2}:\d{2}$/, "Times use HH:MM");

export const siteFactsSchema = z
  .strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/, "An ISO 4217 currency code"),
    pricePerPerson: dollars,
    competitorAveragePrice: dollars,
    durationHours: z.number().positive().max(12),
    walkingMinutes: z.number().int().positive().max(720),
    distanceMinMiles: z.number().positive().max(20),
    distanceMiles: z.number().positive().max(20),
    rating: z.strictObject({
      value: z.number().min(0),
      best: z.number().positive(),
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
    openingHours: z.strictObject({ days: z.array(text).min(1), opens: clock, closes: clock }),
    tourSchedule: z.strictObject({
      days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
      time: z.string().regex(/^\d{1,2}:\d{2} [AP]M$/, "Times read like 1:15 PM"),
      firstMonth: text,
      lastMonth: text,
    }),
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
  });
