import { describe, expect, it } from "vitest";
import { minutesOfDay, nextWalkDates, scheduleWeekdays, shortDate } from "./next-walks";

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
    const wednesday = new Date(2026, 10, 25, 9, 0); // Wed, Nov 25 2026
    expect(nextWalkDates({ days: "Weekends", time: "10:00 AM" }, wednesday).map(shortDate)).toEqual([
      "Sat, Nov 28",
      "Sun, Nov 29",
      "Sat, Dec 5",
    ]);
  });

  it("skips today once the walk has started, but not before", () => {
    const saturdayMorning = new Date(2026, 10, 28, 9, 59);
    const saturdayAfternoon = new Date(2026, 10, 28, 14, 0);
    const schedule = { days: "Saturdays", time: "2:00 PM" };
    expect(nextWalkDates(schedule, saturdayMorning, 1).map(shortDate)).toEqual(["Sat, Nov 28"]);
    expect(nextWalkDates(schedule, saturdayAfternoon, 1).map(shortDate)).toEqual(["Sat, Dec 5"]);
  });

  it("stays within the season (April to December)", () => {
    const lastSunday = new Date(2026, 11, 27, 15, 0); // Sun, Dec 27, after the walk
    expect(nextWalkDates({ days: "Sundays", time: "2:00 PM" }, lastSunday, 1).map(shortDate)).toEqual(["Sun, Apr 4"]);
  });

  it("gives no dates for wording it can't read", () => {
    expect(nextWalkDates({ days: "By arrangement", time: "2:00 PM" }, new Date(2026, 10, 25))).toEqual([]);
  });
});
