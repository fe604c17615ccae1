import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";

/** Events that show the visitor is at or past a section before it scrolls near. */
const INPUT_EVENTS = ["focusin", "pointerdown"] as const;

/**
 * A code-split section of a server-rendered page that loads, and so
 * hydrates, only when the visitor nears it. Until then React keeps the
 * server's HTML as it is: the text and images are there, links and forms work
 * as plain HTML (a form posts to the server), and the phone spends nothing on
 * the section while the page starts.
 *
 * Returns the section as a component: it renders a `<div id={anchorId}>`
 * around a Suspense boundary. The code loads on the first of:
 * - that element comes within one screen of the viewport;
 * - the visitor focuses, taps or clicks anything in it or after it (a Tab
 *   from above, a link to it);
 * - React has to render the section in the browser rather than hydrate it
 *   (a navigation that keeps the page, such as the logo's link on the home
 *   page, re-renders it with the server's HTML not yet hydrated): the
 *   `fallback` shows until the code arrives;
 * - the page is left, so a return by client-side navigation finds it ready.
 * It loads at once where the element is not in the document: on the server,
 * and when client-side navigation renders the page fresh.
 *
 * A click on the section before its code arrives does what the HTML does
 * without scripts.
 */
export function lazyOnApproach<Props extends object>(
  anchorId: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode,
) {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => {
    approach = resolve;
  });
  const Lazy = lazy(() => {
    // Whichever way the section is approached, the watch ends with it.
    void approached.then(watchApproach(anchorId, approach));
    return approached.then(load);
  });

  function LoadNow() {
    useEffect(approach, []);
    return null;
  }

  return function SectionOnApproach(props: Props) {
    // Leaving the page loads the code, so a return finds it ready.
    useEffect(() => approach, []);
    return (
      <div id={anchorId}>
        <Suspense
          fallback={
            <>
              {fallback}
              <LoadNow />
            </>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}

/** Calls `approach` when the visitor nears the element; returns the end of the watch. */
function watchApproach(anchorId: string, approach: () => void): () => void {
  const anchor = typeof document === "undefined" ? null : document.getElementById(anchorId);
  // Without IntersectionObserver the section counts as near at once.
  if (!anchor || typeof IntersectionObserver === "undefined") {
    approach();
    return () => {};
  }
  const onInput = (event: Event) => {
    const target = event.target;
    if (
      target === anchor ||
      (target instanceof Node && anchor.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
    ) {
      approach();
    }
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, true);
  // A plain observer rather than react-intersection-observer's: this module is in the home page's first load
  // (at most 140 KB), and the library would add a chunk to it for one observer.
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && approach(), {
    rootMargin: "100% 0px",
  });
  observer.observe(anchor);
  return () => {
    observer.disconnect();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
  };
}
