import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  localTimeNote,
  minutesOfDay,
  newYorkDate,
  newYorkInstant,
  parseIsoDate,
  wallClock,
  newYorkOffsets,
  tableWallClock,
  deviceWallClock,
} from "./new-york-time";

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("New York's date and clock", () => {
  it("is New York's date at midnight and 3 AM in Berlin, not Berlin's", () => {
    // Mon, Nov 23 2026, 03:00 in Berlin (CET, UTC+1) = 02:00 UTC = Sun, Nov 22, 9:00 PM in New York (EST).
    expect(newYorkDate(utc("2026-11-23T02:00:00"))).toEqual({ year: 2026, month: 11, day: 22 });
    // New York's midnight: 04:59 UTC is still the 22nd, 05:00 UTC is the 23rd.
    expect(newYorkDate(utc("2026-11-23T04:59:59"))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(newYorkDate(utc("2026-11-23T05:00:00"))).toEqual({ year: 2026, month: 11, day: 23 });
    // In summer (EDT, UTC-4) the day starts an hour earlier in UTC.
    expect(newYorkDate(utc("2026-07-04T03:59:00"))).toEqual({ year: 2026, month: 7, day: 3 });
    expect(newYorkDate(utc("2026-07-04T04:00:00"))).toEqual({ year: 2026, month: 7, day: 4 });
  });

  it("turns a New York date and time into the instant, on both sides of each clock change", () => {
    const may = parseIsoDate("2026-05-02")!;
    expect(newYorkInstant(may, 14 * 60)).toBe(utc("2026-05-02T18:00:00")); // EDT
    const nov = parseIsoDate("2026-11-22")!;
    expect(newYorkInstant(nov, 14 * 60)).toBe(utc("2026-11-22T19:00:00")); // EST
    // Sun, Mar 8 2026: 1:30 AM EST, then the clock skips 2:00-2:59, 3:30 AM EDT.
    const spring = parseIsoDate("2026-03-08")!;
    expect(newYorkInstant(spring, 90)).toBe(utc("2026-03-08T06:30:00"));
    expect(newYorkInstant(spring, 210)).toBe(utc("2026-03-08T07:30:00"));
    expect(newYorkInstant(spring, 150)).toBe(utc("2026-03-08T06:30:00") + 3_600_000); // 2:30 does not exist
    // Sun, Nov 1 2026: 1:30 AM happens twice (EDT, then EST); the first one counts. Midnight is EDT.
    const autumn = parseIsoDate("2026-11-01")!;
    expect(newYorkInstant(autumn, 0)).toBe(utc("2026-11-01T04:00:00"));
    expect(newYorkInstant(autumn, 90)).toBe(utc("2026-11-01T05:30:00"));
    expect(newYorkInstant(autumn, 23 * 60 + 59)).toBe(utc("2026-11-02T04:59:00"));
  });

  it("reads the wall clock of another zone", () => {
    expect(wallClock(utc("2026-11-22T19:00:00"), "Europe/Berlin")).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      minutes: 20 * 60,
    });
  });

  it("reads and writes 12-hour times", () => {
    expect(minutesOfDay("1:15 PM")).toBe(795);
    expect(minutesOfDay("12:00 AM")).toBe(0);
    expect(minutesOfDay("11:59 PM")).toBe(1439);
    expect(minutesOfDay("13:00 PM")).toBeNull();
    expect(formatClockTime(795)).toBe("1:15 PM");
    expect(formatClockTime(0)).toBe("12:00 AM");
    expect(formatClockTime(720)).toBe("12:00 PM");
  });
});

describe("the visitor's own time beside a New York time", () => {
  const saturday = parseIsoDate("2026-11-28")!;
  it("says nothing in New York, or in a zone with the same clock", () => {
    expect(localTimeNote(saturday, 600, "America/New_York")).toBeNull();
    expect(localTimeNote(saturday, 600, "America/Toronto")).toBeNull();
    expect(localTimeNote(saturday, 600, undefined)).toBeNull();
  });

  it("gives Berlin's time, which is 6 hours ahead in winter and 5 in the weeks the clocks differ", () => {
    expect(localTimeNote(saturday, 600, "Europe/Berlin")).toBe("4:00 PM your time");
    // Sat, Mar 14 2026: New York is on summer time, Berlin not yet (until Mar 29).
    expect(localTimeNote(parseIsoDate("2026-03-14")!, 600, "Europe/Berlin")).toBe("3:00 PM your time");
    // Sat, Oct 31 2026: Berlin is back on winter time (Oct 25), New York not yet (Nov 1).
    expect(localTimeNote(parseIsoDate("2026-10-31")!, 840, "Europe/Berlin")).toBe("7:00 PM your time");
  });

  it("names the day when the visitor's clock has passed midnight, or not reached it", () => {
    expect(localTimeNote(saturday, 840, "Asia/Tokyo")).toBe("4:00 AM the next day your time");
    expect(localTimeNote(saturday, 600, "Pacific/Honolulu")).toBe("5:00 AM your time");
    expect(localTimeNote(parseIsoDate("2026-11-28")!, 60, "Pacific/Honolulu")).toBe("8:00 PM the day before your time");
  });
});

describe("New York's clock without Intl (the build's offsets)", () => {
  const table = newYorkOffsets(2026, 2028);

  it("has the two changes of each year, at 2 AM New York time", () => {
    expect(table.changes).toEqual([
      [utc("2026-01-01T00:00:00"), -300],
      [utc("2026-03-08T07:00:00"), -240], // second Sunday of March, 2:00 EST
      [utc("2026-11-01T06:00:00"), -300], // first Sunday of November, 2:00 EDT
      [utc("2027-03-14T07:00:00"), -240],
      [utc("2027-11-07T06:00:00"), -300],
    ]);
    expect(table.end).toBe(utc("2028-01-01T00:00:00"));
  });

  it("reads the same wall clock as Intl at every hour around each change, and nothing outside its years", () => {
    for (const [change] of table.changes.slice(1))
      for (let hour = -3; hour <= 3; hour++) {
        const instant = change + hour * 3_600_000 + 17 * 60_000;
        // New York by its other name: always Intl's reading, never a table's.
        expect(tableWallClock(instant, table)).toEqual(wallClock(instant, "US/Eastern"));
      }
    expect(tableWallClock(utc("2025-12-31T23:59:00"), table)).toBeUndefined();
    expect(tableWallClock(utc("2028-01-01T00:00:00"), table)).toBeUndefined();
  });

  it("reads the device's clock from Date", () => {
    const previous = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      const saturday = parseIsoDate("2026-11-28")!;
      expect(deviceWallClock(utc("2026-11-28T19:00:00"))).toEqual({ year: 2026, month: 11, day: 29, minutes: 4 * 60 });
      expect(localTimeNote(saturday, 840, deviceWallClock)).toBe("4:00 AM the next day your time");
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});
