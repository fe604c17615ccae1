/** A YYYY-MM-DD date as "October 18, 2024": the date as written, the same on the server and in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
