/** Scrolls to a page section (smoothly unless the visitor asks for less motion), focusing it when it can hold focus. */
export function scrollToSection(target: HTMLElement) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  if (target.hasAttribute("tabindex")) target.focus({ preventScroll: true });
}
