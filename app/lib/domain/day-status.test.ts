import { describe, expect, it } from "vitest";
import { dayStatuses, nextStatusChange, statusesInForce } from "./day-status";

const tours = [
  { slug: "brooklyn-heights", title: "Brooklyn Heights" },
  { slug: "lower-east-side", title: "Lower East Side" },
];
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("day-of status", () => {
  const [cancelled, general] = dayStatuses(
    [
      { date: "2026-11-22", tour: "lower-east-side", severity: "cancelled", message: "Storm.", endTime: "11:59 PM" },
      { date: "2026-11-29", severity: "changed", message: "All walks start at 11:00 AM.", endTime: "2:00 PM" },
    ],
    tours,
  );

  it("works out each window as instants on New York's clock", () => {
    expect(cancelled).toMatchObject({
      id: "2026-11-22-lower-east-side-1439",
      dateLabel: "Sunday, November 22",
      tour: { slug: "lower-east-side", title: "Lower East Side" },
      startsAt: utc("2026-11-22T05:00:00"), // midnight EST
      endsAt: utc("2026-11-23T04:59:00"), // 11:59 PM EST
    });
    expect(general).toMatchObject({ tour: null, endsAt: utc("2026-11-29T19:00:00") });
  });

  it("is in force for New York's date: at 3 AM in Berlin the day after, but not at 3 AM in Berlin that day", () => {
    const statuses = [cancelled!];
    // Mon, Nov 23, 03:00 in Berlin = Sun, Nov 22, 9:00 PM in New York.
    expect(statusesInForce(statuses, utc("2026-11-23T02:00:00"))).toHaveLength(1);
    // Sun, Nov 22, 03:00 in Berlin = Sat, Nov 21, 9:00 PM in New York.
    expect(statusesInForce(statuses, utc("2026-11-22T02:00:00"))).toHaveLength(0);
    // New York's midnight starts it; its end time ends it.
    expect(statusesInForce(statuses, utc("2026-11-22T05:00:00"))).toHaveLength(1);
    expect(statusesInForce(statuses, utc("2026-11-23T04:58:59"))).toHaveLength(1);
    expect(statusesInForce(statuses, utc("2026-11-23T04:59:00"))).toHaveLength(0);
  });

  it("shows a tour's status on that tour's page, and a status for every tour on every tour page", () => {
    const sunday = utc("2026-11-22T17:00:00");
    expect(statusesInForce([cancelled!], sunday, "lower-east-side")).toHaveLength(1);
    expect(statusesInForce([cancelled!], sunday, "brooklyn-heights")).toHaveLength(0);
    expect(statusesInForce([cancelled!], sunday)).toHaveLength(1);
    expect(statusesInForce([general!], utc("2026-11-29T15:00:00"), "brooklyn-heights")).toHaveLength(1);
  });

  it("keeps summer time: a status on a July day ends at its end time in EDT", () => {
    const [july] = dayStatuses(
      [{ date: "2026-07-04", severity: "info", message: "Fireworks.", endTime: "6:00 PM" }],
      tours,
    );
    expect(july).toMatchObject({ startsAt: utc("2026-07-04T04:00:00"), endsAt: utc("2026-07-04T22:00:00") });
  });

  it("names the next moment a status starts or ends", () => {
    expect(nextStatusChange([cancelled!, general!], utc("2026-11-22T06:00:00"))).toBe(utc("2026-11-23T04:59:00"));
    expect(nextStatusChange([cancelled!, general!], utc("2026-12-01T00:00:00"))).toBeNull();
  });
});
