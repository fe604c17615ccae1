import { Suspense, type ReactNode } from "react";

/**
 * A part of the page React hydrates in its own, later pass (issue 11).
 * React 19 leaves a server-rendered Suspense boundary as it is during the
 * page's hydration and hydrates it afterwards at low priority, in a separate
 * render and commit, or at once when the visitor interacts with it. Wrapping
 * long sections below the fold keeps each hydration task short. The server
 * HTML is the content, so the fallback is never seen on a page load.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
