import { describe, expect, it } from "vitest";
import { labelsFor } from "~/content/fact-labels";
import { formatClockTime, localTimeNote, parseIsoDate } from "~/lib/domain/new-york-time";
import { NEW_YORK_TIME } from "~/lib/domain/new-york-time-label";
import { FORMAT_WORDS, formatPricePerPerson } from "./format";

const es = FORMAT_WORDS.es;

const saturday = { year: 2026, month: 11, day: 28 };

describe("dates, times and prices in Spanish beside English", () => {
  it("writes clock times as US Spanish does, English unchanged", () => {
    expect(formatClockTime(570, es)).toBe("9:30 a. m.");
    expect(formatClockTime(720, es)).toBe("12:00 p. m.");
    expect(formatClockTime(0, es)).toBe("12:00 a. m.");
    expect(formatClockTime(840, es)).toBe("2:00 p. m.");
    expect(formatClockTime(840)).toBe("2:00 PM");
    expect(formatClockTime(840, FORMAT_WORDS.en)).toBe("2:00 PM");
  });

  it("writes the visitor's own time after the New York time", () => {
    expect(localTimeNote(saturday, 840, "Europe/Berlin", es)).toBe("8:00 p. m. en su zona horaria");
    expect(localTimeNote(saturday, 840, "Europe/Berlin")).toBe("8:00 PM your time");
    expect(localTimeNote(saturday, 1260, "Europe/Berlin", es)).toBe("3:00 a. m. del día siguiente en su zona horaria");
    expect(localTimeNote(saturday, 600, "Pacific/Honolulu", es)).toBe("5:00 a. m. en su zona horaria");
    expect(localTimeNote(parseIsoDate("2026-11-28")!, 60, "America/Los_Angeles", es)).toBe(
      "10:00 p. m. del día anterior en su zona horaria",
    );
    expect(localTimeNote(saturday, 840, "America/New_York", es)).toBeNull();
  });

  it("writes prices in dollars", () => {
    expect(formatPricePerPerson(40, "es")).toBe("$40 por persona");
    expect(formatPricePerPerson(1200, "es")).toBe("$1,200 por persona");
    expect(formatPricePerPerson(40)).toBe("$40 per person");
  });

  it("leaves the English labels as they were", () => {
    expect(NEW_YORK_TIME).toBe("New York time");
    expect(es.newYorkTime).toBe("hora de Nueva York");
    expect(FORMAT_WORDS.en.newYorkTime).toBe(NEW_YORK_TIME);
    const facts = {
      pricePerPerson: 40,
      competitorAveragePrice: 55,
      durationHours: 2,
      walkingMinutes: 90,
      distanceMinMiles: 1,
      distanceMiles: 1.5,
      rating: { value: 4.9, best: 5, reviewCount: 100, ratingCount: 120, fiveStarPercent: 98 },
      privateTour: { basePrice: 320, includedGuests: 8, extraGuestPrice: 40, minGuests: 2, maxGuests: 20 },
      tourSchedule: { days: ["Saturday", "Sunday"], time: "1:15 PM", firstMonth: "April", lastMonth: "December" },
    } as Parameters<typeof labelsFor>[0];
    expect(labelsFor(facts).pricePerPerson).toBe("$40 per person");
    expect(formatPricePerPerson(facts.pricePerPerson)).toBe(labelsFor(facts).pricePerPerson);
  });
});
