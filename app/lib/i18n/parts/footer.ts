// The footer's English words (decision 035): a module only the footer's code imports, so they load with it. The
// Spanish are in es.ts's `footer`, sent with a Spanish page's data. Relative imports: see en.ts.
import { capitalize, factLabels } from "../../../content/site-facts";

export const footerWords = {
  blurb: `${capitalize(factLabels.durationAdjective)} guided walks through Brooklyn Heights, the Financial District and the Lower East Side, told through the ship's cats, tenement mousers and courthouse heroes of New York history.`,
  contact: "Contact",
  contactPrompt: "Questions, groups or press:",
  /** After "© {year} {brand}". */
  rightsReserved: ". All rights reserved.",
  privacyChoices: "Privacy choices",
} as const;
