/** A mailto: link to `email`, with a subject line when one is given (booking help, book orders, media, petition). */
export function mailtoLink(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
