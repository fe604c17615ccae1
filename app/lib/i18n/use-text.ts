import { useRouteLoaderData } from "react-router";
import { en, type Dictionary, type FrameDictionary, type PartWords } from "./en";

/** The root loader's share of a page in another language: its dictionary (app/root.tsx). */
export type TextData = { text?: Dictionary };

/**
 * A page's interface strings, from the root loader's data (decision 035): English is in every page's code; another
 * language's dictionary comes with its pages' data only (`text`, app/lib/i18n/dictionaries.server.ts), so an
 * English page carries no Spanish and a Spanish page hydrates at once with the words the server wrote, with no
 * step of its own before hydration. `data` is the root's loader data, where a meta function reads it.
 */
export function textOf(data: unknown): FrameDictionary {
  return (data as TextData | undefined)?.text ?? en;
}

/** The page's dictionary in a meta function: from the root's data among its `matches`. */
export function textOfMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): FrameDictionary {
  return textOf(matches.find((match) => match?.id === "root")?.loaderData);
}

/** The interface strings in the page's language. */
export function useText(): FrameDictionary {
  return textOf(useRouteLoaderData("root"));
}

/** A code-split part's words (parts/) in the page's language: `english`, from the part's own code, on an English page. */
export function usePartWords<K extends keyof PartWords>(part: K, english: PartWords[K]): PartWords[K] {
  return (useRouteLoaderData("root") as TextData | undefined)?.text?.[part] ?? english;
}
