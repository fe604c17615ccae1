import { parse } from "yaml";
import type { ZodType } from "zod";
import toursPageSource from "./tours-page.yaml?raw";
import toursSource from "./tours.yaml?raw";
import { toursPageSchema, toursSchema, type Tour, type ToursPage } from "./schemas/tours";
import contactPageSource from "./contact-page.yaml?raw";
import surveyPageSource from "./survey-page.yaml?raw";
import { contactPageSchema, surveyPageSchema, type ContactPage, type SurveyPage } from "./schemas/forms";

/**
 * The only code that reads content files. Each file is bundled as text
 * (Vite `?raw`), parsed as YAML and validated with its schema once, when the
 * module is first imported: a broken file fails the build's pre-render, not a
 * visitor's request. The first problem throws, naming the file.
 */
export class ContentError extends Error {
  constructor(fileName: string, detail: string) {
    super(`Invalid content in app/content/${fileName}: ${detail}`);
    this.name = "ContentError";
  }
}

export function parseContent<T>(fileName: string, source: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    throw new ContentError(fileName, error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const [first] = result.error.issues;
    const where = first && first.path.length > 0 ? ` (at ${first.path.join(".")})` : "";
    throw new ContentError(fileName, `${first?.message ?? "does not match its schema"}${where}`);
  }
  return result.data;
}

const tours: Tour[] = parseContent("tours.yaml", toursSource, toursSchema);
const toursPage: ToursPage = parseContent("tours-page.yaml", toursPageSource, toursPageSchema);

/** All four tours, in content order (the three public walks, then private tours). */
export function listTours(): Tour[] {
  return tours;
}

export function getTour(slug: string): Tour | undefined {
  return tours.find((tour) => tour.slug === slug);
}

/** The three walks anyone can book on a fixed schedule. */
export function listPublicTours(): Tour[] {
  return tours.filter((tour) => !tour.private);
}

export function getToursPage(): ToursPage {
  return toursPage;
}

// Contact and survey pages (forms issue).
const contactPage: ContactPage = parseContent("contact-page.yaml", contactPageSource, contactPageSchema);
const surveyPage: SurveyPage = parseContent("survey-page.yaml", surveyPageSource, surveyPageSchema);

export function getContactPage(): ContactPage {
  return contactPage;
}

export function getSurveyPage(): SurveyPage {
  return surveyPage;
}
