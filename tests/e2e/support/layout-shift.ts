import type { Page } from "@playwright/test";

/** One layout shift the page made without recent input, with what moved (tag, id or class, first words, before → after). */
export type LayoutShift = { value: number; at: number; moved: string[] };

/**
 * Starts recording the page's layout shifts before anything loads (call before
 * `page.goto`). Read them with `layoutShifts`. Every shift counts, whatever
 * moved: CLS must be 0 every time (issue 29 item 9).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} class="${String(node.getAttribute("class") ?? "").slice(0, 60)}"> ${(node.textContent ?? "").trim().slice(0, 40)}`
        : String(node?.nodeName);
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries not yet delivered to the callback are taken at once.
    (window as unknown as { __layoutShifts: () => typeof shifts }).__layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

/** Every shift recorded so far (see recordLayoutShifts). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: () => LayoutShift[] }).__layoutShifts());
}

/** The sum of the shifts' values: the page's layout shift so far. */
export const totalShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
