import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { walkCalendarFile, type WalkEvent } from "./calendar-file";

const walk: WalkEvent = {
  slug: "brooklyn-heights",
  summary: "Brooklyn Heights cat history walk",
  description: "Look for the guide with a sign; tour-day card: https://example.org/tours/brooklyn-heights/day",
  location: "Walt Whitman Park, Cadman Plaza East at Red Cross Place, Brooklyn, NY 11201",
  latitude: 40.6995,
  longitude: -73.9903,
  url: "https://example.org/tours/brooklyn-heights/day",
  date: "2026-11-28",
  time: "10:00",
  hours: 2,
};

function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("walkCalendarFile", () => {
  it("puts the walk at New York's wall clock, with the zone by name and its rules", () => {
    const { vevent, event } = parse(walkCalendarFile(walk, Date.UTC(2026, 10, 27, 12)));
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
    expect(event.startDate.zone.tzid).toBe("America/New_York");
    expect(event.startDate.toString()).toBe("2026-11-28T10:00:00");
    // November: Eastern Standard Time, UTC-5.
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2026, 10, 28, 15) / 1000);
    expect(event.endDate.toUnixTime()).toBe(Date.UTC(2026, 10, 28, 17) / 1000);
  });

  it("follows daylight saving time: a July walk is at UTC-4", () => {
    const { event } = parse(walkCalendarFile({ ...walk, date: "2027-07-10", time: "14:00", hours: 1.5 }));
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2027, 6, 10, 18) / 1000);
    expect(event.endDate.toString()).toBe("2027-07-10T15:30:00");
  });

  it("carries the place, its coordinates, the card's link and the words as written", () => {
    const { vevent, event } = parse(walkCalendarFile(walk));
    expect(event.summary).toBe("Brooklyn Heights cat history walk");
    expect(event.location).toBe("Walt Whitman Park, Cadman Plaza East at Red Cross Place, Brooklyn, NY 11201");
    expect(event.description).toBe(
      "Look for the guide with a sign; tour-day card: https://example.org/tours/brooklyn-heights/day",
    );
    expect(vevent.getFirstPropertyValue("geo")).toEqual([40.6995, -73.9903]);
    expect(vevent.getFirstPropertyValue("url")).toBe("https://example.org/tours/brooklyn-heights/day");
    expect(event.uid).toBe("brooklyn-heights-20261128T100000@example.org");
  });

  it("writes CRLF lines of at most 75 octets, Spanish letters counted as their bytes", () => {
    const file = walkCalendarFile({ ...walk, description: "Búsquenos junto a la entrada del parque. ".repeat(6) });
    expect(file.endsWith("\r\n")).toBe(true);
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(file).event.description).toBe("Búsquenos junto a la entrada del parque. ".repeat(6));
  });
});
