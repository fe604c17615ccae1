/**
 * Runs `run` once the page has been painted, so the first paint never waits
 * for it (entry.client hydrates through it; docs/how-a-page-starts.md):
 * - at once when the browser has painted already (a Paint Timing entry
 *   exists): on a pre-rendered page, whose loader (scripts/defer-scripts.mjs)
 *   waited for a frame before it imported any module;
 * - at once in a hidden tab, which gets no animation frames;
 * - else after the next frame (a page rendered on request ships React
 *   Router's own scripts, which may run before the first paint).
 */
export function afterFirstPaint(run: () => void): void {
  const painted =
    typeof performance.getEntriesByType === "function" && performance.getEntriesByType("paint").length > 0;
  if (painted || document.visibilityState !== "visible") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}
