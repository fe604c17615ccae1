/**
 * Scrolls to a section of the page and highlights it for HIGHLIGHT_MS (SPEC
 * §4 "Help button", §9 "Highlight pulse 2000 ms"). The section gets
 * `data-highlighted="true"` meanwhile, which its styles turn into a glow.
 */
export const HIGHLIGHT_MS = 2000;

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** False when no element has that id (the caller shows 'Section Not Found'). */
export function scrollToAndHighlight(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  target.dataset.highlighted = "true";
  const previous = timers.get(target);
  if (previous) clearTimeout(previous);
  timers.set(
    target,
    setTimeout(() => {
      delete target.dataset.highlighted;
      timers.delete(target);
    }, HIGHLIGHT_MS),
  );
  return true;
}
