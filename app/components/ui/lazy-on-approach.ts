import { lazy, type ComponentType } from "react";

/** Events that show the visitor is at or past a section before it scrolls near. */
const INPUT_EVENTS = ["focusin", "pointerdown"] as const;

/**
 * A code-split section of a server-rendered page that loads, and so
 * hydrates, only when the visitor nears it. Until then React keeps the
 * server's HTML as it is: the text and images are there, links and forms work
 * as plain HTML (a form posts to the server), and the phone spends nothing on
 * the section while the page starts.
 *
 * The section loads on the first of:
 * - the element with `anchorId` (server-rendered, the section's first
 *   element) comes within one screen of the viewport;
 * - the visitor focuses, taps or clicks anything at or after that element (a
 *   Tab from above, a link to it);
 * - `release()` is called: the page calls it when it unmounts, so a return
 *   to the page by client-side navigation finds the code loaded.
 * It loads at once where that element is not in the document: on the server,
 * and when client-side navigation renders the page fresh.
 *
 * Render `Component` inside a `<Suspense>`. A click on the section before
 * its code arrives does what the HTML does without scripts.
 */
export function lazyOnApproach<Props extends object>(
  anchorId: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => {
    approach = resolve;
  });
  const Component = lazy(() => {
    watchApproach(anchorId, approach);
    return approached.then(load);
  });
  return { Component, release: () => approach() };
}

function watchApproach(anchorId: string, approach: () => void): void {
  const anchor = typeof document === "undefined" ? null : document.getElementById(anchorId);
  if (!anchor) return approach();

  const stops: Array<() => void> = [];
  const done = () => {
    for (const stop of stops) stop();
    approach();
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (
      target === anchor ||
      (target instanceof Node && anchor.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
    ) {
      done();
    }
  };
  for (const type of INPUT_EVENTS) {
    document.addEventListener(type, onInput, true);
    stops.push(() => document.removeEventListener(type, onInput, true));
  }
  // Without IntersectionObserver the section counts as near at once.
  if (typeof IntersectionObserver === "undefined") return done();
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
    rootMargin: "100% 0px",
  });
  observer.observe(anchor);
  stops.push(() => observer.disconnect());
}
