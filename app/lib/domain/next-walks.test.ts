import { describe, expect, it } from "vitest";
import { FORMAT_WORDS } from "~/lib/i18n/format";
import { minutesOfDay, nextWalkDates, scheduleWeekdays, shortDate, shortDateIn } from "./next-walks";

/** An instant given as UTC wall time. */
const utc = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute));

describe("next walks", () => {
  it("reads the schedule's days as tours.yaml words them", () => {
    expect(scheduleWeekdays("Weekends")).toEqual([0, 6]);
    expect(scheduleWeekdays("Saturdays")).toEqual([6]);
    expect(scheduleWeekdays("Sundays")).toEqual([0]);
    expect(scheduleWeekdays("Saturdays and Sundays")).toEqual([0, 6]);
    expect(scheduleWeekdays("By arrangement")).toEqual([]);
  });

  it("reads a 12-hour time", () => {
    expect(minutesOfDay("10:00 AM")).toBe(600);
    expect(minutesOfDay("2:00 PM")).toBe(840);
    expect(minutesOfDay("12:30 PM")).toBe(750);
    expect(minutesOfDay("noon")).toBeNull();
  });

  it("lists the next three walk days from a Wednesday", () => {
    const wednesday = utc(2026, 11, 25, 14, 0); // Wed, Nov 25 2026, 9 AM in New York
    expect(nextWalkDates({ days: "Weekends", time: "10:00 AM" }, wednesday).map(shortDate)).toEqual([
      "Sat, Nov 28",
      "Sun, Nov 29",
      "Sat, Dec 5",
    ]);
  });

  it("skips today once the walk has started in New York, but not before", () => {
    const schedule = { days: "Saturdays", time: "2:00 PM" };
    // 1:59 PM and 2:00 PM in New York (EST, UTC-5): 18:59 and 19:00 UTC, 19:59 and 20:00 in Berlin.
    expect(nextWalkDates(schedule, utc(2026, 11, 28, 18, 59), 1).map(shortDate)).toEqual(["Sat, Nov 28"]);
    expect(nextWalkDates(schedule, utc(2026, 11, 28, 19, 0), 1).map(shortDate)).toEqual(["Sat, Dec 5"]);
  });

  it("counts from New York's date, not the visitor's: Sunday 3 AM in Berlin is Saturday evening in New York", () => {
    // Sun, Nov 29 2026, 03:00 in Berlin = 02:00 UTC = Sat, Nov 28, 9:00 PM in New York.
    const berlinSundayNight = utc(2026, 11, 29, 2, 0);
    expect(nextWalkDates({ days: "Sundays", time: "2:00 PM" }, berlinSundayNight, 1).map(shortDate)).toEqual([
      "Sun, Nov 29",
    ]);
    // 11:30 PM on Saturday in New York is already Sunday in UTC: Saturday's walk is over, the next is Dec 5.
    expect(nextWalkDates({ days: "Saturdays", time: "2:00 PM" }, utc(2026, 11, 29, 4, 30), 1).map(shortDate)).toEqual([
      "Sat, Dec 5",
    ]);
  });

  it("keeps New York's clock across the change to summer time", () => {
    // Sun, Mar 8 2026: clocks go from 2 AM EST to 3 AM EDT. 1:59 PM EDT is 17:59 UTC.
    const schedule = { days: "Sundays", time: "2:00 PM" };
    expect(nextWalkDates(schedule, utc(2026, 4, 5, 17, 59), 1).map(shortDate)).toEqual(["Sun, Apr 5"]);
    expect(nextWalkDates(schedule, utc(2026, 4, 5, 18, 0), 1).map(shortDate)).toEqual(["Sun, Apr 12"]);
  });

  it("stays within the season (April to December)", () => {
    const lastSunday = utc(2026, 12, 27, 20, 0); // Sun, Dec 27, 3 PM in New York, after the walk
    expect(nextWalkDates({ days: "Sundays", time: "2:00 PM" }, lastSunday, 1).map(shortDate)).toEqual(["Sun, Apr 4"]);
  });

  it("gives no dates for wording it can't read", () => {
    expect(nextWalkDates({ days: "By arrangement", time: "2:00 PM" }, utc(2026, 11, 25, 12))).toEqual([]);
  });
});

describe("walk dates in Spanish beside English", () => {
  const saturday = { year: 2026, month: 11, day: 28 };

  it("writes short dates", () => {
    expect(shortDateIn(FORMAT_WORDS.es)(saturday)).toBe("sáb, 28 de nov");
    expect(shortDateIn(FORMAT_WORDS.es)({ year: 2026, month: 9, day: 6 })).toBe("dom, 6 de sept");
    expect(shortDate(saturday)).toBe("Sat, Nov 28");
    expect(shortDateIn(FORMAT_WORDS.en)(saturday)).toBe("Sat, Nov 28");
  });
});
