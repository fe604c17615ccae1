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

/**
 * The Spanish of a file whose every text one page shows (home.yaml on /es/, about.yaml on /es/about), in the English's
 * shape: each English text's Spanish from the same place (a list item by its position; a list of paragraphs is one
 * text), or the build stops naming the file, the field and the page; the places `oneValue` names (a list item's field
 * as "team.members[].name") and every value that is not text are the English's; `shownBy` names another page for a
 * place ("/es/ (its structured data)"). A table of fields by hand is for a file whose texts different pages show.
 */
export function spanishLike<T>(
  fileName: string,
  page: string,
  english: T,
  spanish: unknown,
  { oneValue = [], shownBy = {} }: { oneValue?: readonly string[]; shownBy?: Readonly<Record<string, string>> } = {},
): T {
  const copied = new Set(oneValue);
  const walk = (en: unknown, es: unknown, at: string, place: string): unknown => {
    if (copied.has(place)) return en;
    if (typeof en === "string" || (Array.isArray(en) && en.every((item) => typeof item === "string"))) {
      if (es === undefined) throw new ContentError(fileName, `es.${at} is missing: ${shownBy[place] ?? page} shows it`);
      return es;
    }
    if (Array.isArray(en)) {
      const items = byPosition(fileName, at, es as unknown[] | undefined, en);
      return en.map((item, index) => walk(item, items[index], `${at}.${index}`, `${place}[]`));
    }
    if (en === null || typeof en !== "object") return en;
    const source = (es ?? {}) as Record<string, unknown>;
    const step = (base: string, key: string) => (base ? `${base}.${key}` : key);
    return Object.fromEntries(
      Object.entries(en).map(([key, value]) => [key, walk(value, source[key], step(at, key), step(place, key))]),
    );
  };
  return walk(english, spanish, "", "") as T;
}
