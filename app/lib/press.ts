/** Small helpers for the press pages. */

/** A YYYY-MM-DD date as "October 18, 2024", the same on the server and in every time zone. */
export function formatPressDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** A mailto: link to `email` with a subject line. */
export function mailtoLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
