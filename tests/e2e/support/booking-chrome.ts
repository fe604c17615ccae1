/**
 * Issue 34 item 1, what the screen shows at one scroll position: the fixed or
 * sticky booking controls besides the header, the screen they take, and what
 * they cover. `inspect` runs in the page (page.evaluate(inspect)).
 */
export type Step = {
  y: number;
  /** Visible fixed or sticky booking controls besides the header (their text). */
  bookingControls: string[];
  /** Height of the screen taken by visible fixed and sticky chrome (the union of their vertical extents). */
  chromeHeight: number;
  /** Submit buttons below the header whose middle is covered by fixed chrome. */
  coveredSubmits: string[];
  /** Text in <main> under a floating control (not the header, not the full-width bar). */
  coveredText: string[];
};

/** What the screen shows at the current scroll position (runs in the page). */
export function inspect(): Step {
  const BOOKING = /book|reserve|available dates/i;
  const header = document.querySelector("header");
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || rect.bottom <= 0 || rect.top >= innerHeight) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) < 0.1) return false;
    }
    return true;
  };
  // The outermost fixed or sticky elements, except the skip link.
  const chrome: Element[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const position = getComputedStyle(element).position;
    if (position !== "fixed" && position !== "sticky") continue;
    if (chrome.some((outer) => outer.contains(element))) continue;
    if (element.matches("a[href='#main-content']") || !shown(element)) continue;
    chrome.push(element);
  }
  const fixedAncestor = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) if (chrome.includes(node)) return node;
    return null;
  };
  const bookingControls = chrome
    .filter((element) => element !== header)
    .filter((element) =>
      [...element.querySelectorAll("a, button")].some(
        (control) => shown(control) && BOOKING.test(control.textContent ?? ""),
      ),
    )
    .map((element) => (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40));

  const bands = chrome
    .filter((element) => !element.closest("main"))
    .map((element) => element.getBoundingClientRect())
    .map((rect) => [Math.max(0, rect.top), Math.min(innerHeight, rect.bottom)] as const)
    .sort((a, b) => a[0] - b[0]);
  let chromeHeight = 0;
  let reach = 0;
  for (const [top, bottom] of bands) {
    const from = Math.max(top, reach);
    if (bottom > from) chromeHeight += bottom - from;
    reach = Math.max(reach, bottom);
  }

  const coveredSubmits: string[] = [];
  for (const button of document.querySelectorAll(
    "main form :is(button:not([type=button], [type=reset]), input[type=submit])",
  )) {
    const rect = button.getBoundingClientRect();
    if (!shown(button) || rect.top < headerBottom || rect.bottom > innerHeight) continue;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const over = fixedAncestor(hit);
    if (over && !over.contains(button)) coveredSubmits.push((button.textContent ?? "").trim());
  }

  const floating = chrome.filter(
    (element) =>
      // The sticky booking bar (its region's name in English and in Spanish, en.ts and es.ts `booking.bar`).
      element !== header &&
      !element.closest("main") &&
      !["Reserve your spot", "Reserve su lugar"].includes(element.getAttribute("aria-label") ?? ""),
  );
  const coveredText: string[] = [];
  for (const text of document.querySelectorAll(
    "main :is(p, h1, h2, h3, h4, li, blockquote, label, dt, dd, input, textarea)",
  )) {
    if (!shown(text) || text.closest("[data-image]")) continue;
    const rect = text.getBoundingClientRect();
    for (const element of floating) {
      const over = element.getBoundingClientRect();
      if (over.left < rect.right && over.right > rect.left && over.top < rect.bottom && over.bottom > rect.top)
        coveredText.push(
          `${(element.textContent ?? "").trim()} over "${(text.textContent ?? "").trim().slice(0, 40)}"`,
        );
    }
  }
  return { y: Math.round(scrollY), bookingControls, chromeHeight, coveredSubmits, coveredText };
}
