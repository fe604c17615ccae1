import { siteFacts } from "../../content/site-facts";
import type { Locale } from "./locales";

/**
 * The announcement banner's text in a language. A stand-in until the site facts
 * carry their Spanish texts (worked on in parallel; replaced at that merge, same
 * signature): English is the facts' own announcement, Spanish a sentence around
 * the season's name.
 */
export function seasonTextFor(locale: Locale): string {
  if (locale === "es")
    return `Reservas abiertas para la temporada ${siteFacts.season.name}. Reserve su lugar en un paseo por la historia felina.`;
  return siteFacts.season.announcement;
}
