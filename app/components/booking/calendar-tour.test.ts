import { describe, expect, it } from "vitest";
import { spanishSchedule } from "./calendar-tour.server";

// Issue 42: a Spanish tour page's hero eyebrow and "Cuándo" say the walk's days and New York time as US Spanish
// writes them, from the same clock and day names as the calendar's card.
describe("spanishSchedule", () => {
  it("says the walk's days and time in Spanish, with the New York time after a comma", () => {
    expect(spanishSchedule({ days: "Weekends", time: "10:00 AM" })).toBe(
      "Fines de semana a las 10:00 a. m., hora de Nueva York",
    );
    expect(spanishSchedule({ days: "Saturdays", time: "2:00 PM" })).toBe(
      "Sábados a las 2:00 p. m., hora de Nueva York",
    );
    expect(spanishSchedule({ days: "Sundays", time: "2:00 PM" })).toBe("Domingos a las 2:00 p. m., hora de Nueva York");
  });

  it("says 'a la' for one o'clock and joins other days with 'y'", () => {
    expect(spanishSchedule({ days: "Saturdays", time: "1:15 PM" })).toBe("Sábados a la 1:15 p. m., hora de Nueva York");
    expect(spanishSchedule({ days: "Fridays and Saturdays", time: "6:30 PM" })).toBe(
      "Viernes y sábados a las 6:30 p. m., hora de Nueva York",
    );
  });

  it("says nothing for a time the clock cannot read", () => {
    expect(spanishSchedule({ days: "Saturdays", time: "noonish" })).toBeUndefined();
  });
});
