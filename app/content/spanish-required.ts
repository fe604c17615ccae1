import { ContentError } from "./parse.ts";

/**
 * The check behind each translated file's table of required Spanish texts (decision 035, issue 42: a Spanish page is
 * published only when every text it shows is Spanish): `need(key, value, at)` is the value, or throws naming the file,
 * the field (`es.` and `at`, by default the key) and the page the table gives for the key.
 */
export function spanishRequirement<Key extends string>(fileName: string, pages: Readonly<Record<Key, string>>) {
  return <T>(key: Key, value: T | undefined, at: string = key): T => {
    if (value === undefined) throw new ContentError(fileName, `es.${at} is missing: ${pages[key]} shows it`);
    return value;
  };
}

/**
 * A Spanish list whose items have no id, matched to the English by position: the Spanish item for each English one
 * (undefined where the Spanish list is shorter). A Spanish list longer than the English is refused: its extra items
 * would translate nothing.
 */
export function byPosition<T>(
  fileName: string,
  field: string,
  spanish: readonly T[] | undefined,
  english: readonly unknown[],
): (T | undefined)[] {
  const items = spanish ?? [];
  if (items.length > english.length)
    throw new ContentError(
      fileName,
      `es.${field} has ${items.length} items, en.${field} ${english.length}: a Spanish item translates the English one at its position`,
    );
  return english.map((_, index) => items[index]);
}
