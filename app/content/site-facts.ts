import facts, { translations, walks } from "./site-facts-data";
import { labelsFor } from "./fact-labels";

/**
 * The facts the site states in many places (SPEC §1 "Claims shown in copy",
 * §2, §9), each written once, in app/content/site-facts.yaml: the company
 * edits them in the editor at /admin ("Site facts"). Every page, card, bar,
 * hero eyebrow, blog call to action, meta description and structured-data
 * block renders them from here, and prose in the other content files quotes
 * them through tokens ({price}, {duration}…, expanded when content loads).
 *
 * The YAML file becomes a plain data module at build (site-facts-plugin.ts,
 * validated with schemas/site-facts.ts there), so the browser bundle carries
 * the values and no parser. The season's texts arrive with their tokens
 * expanded.
 */
export const siteFacts = facts;

/** Each other language's texts of the facts (decision 035): `factTranslations.es.season.announcement`. */
export const factTranslations = translations;

/**
 * The language the walks are guided in, and whether private tours can be in Spanish (issue 42 item 4): one value,
 * read by the Spanish pages' loaders only, so, like `factTranslations`, no browser bundle carries it.
 */
export const walkFacts = walks;

export type SiteFacts = typeof siteFacts;

/** The facts as the copy states them: derived here so every page words them alike. */
export const factLabels = labelsFor(siteFacts);

export { capitalize, formatDollars, isoDuration } from "./fact-labels";
