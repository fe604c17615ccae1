// The day-of status banner's English words (decision 035): a module only the banner's code imports, so they load
// with it. The Spanish are in es.ts's `status`, sent with a Spanish page's data. Relative imports: see en.ts.
import { SEVERITY_LABELS } from "../../domain/day-status";

export const statusWords = {
  region: "Tour status",
  hide: "Hide this notice",
  /** A status about every walk: "All tours, Sunday, November 22". */
  allTours: "All tours",
  severity: SEVERITY_LABELS,
} as const;
