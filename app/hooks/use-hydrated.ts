import { startTransition, useEffect, useState } from "react";

/**
 * False while rendering on the server and while this component hydrates,
 * true from its first update after that. The one place components ask "may I
 * render browser-only UI?".
 *
 * Each component keeps its own flag and sets it from its own effect, in a
 * transition:
 * - A component always hydrates with false, whenever it hydrates. A part of
 *   the page that React hydrates later than the rest (a React.lazy
 *   section, a section loaded on approach) gets false too, so it matches the
 *   server's HTML. React 19 does not patch attributes that differ during
 *   hydration, so a section hydrating with true would keep the server's.
 * - No state above the page changes, so React neither walks the whole tree
 *   to find the readers (as a context change does) nor has to hydrate the
 *   pending sections first.
 * - Every flag set in one flush of effects shares one transition: React
 *   renders the browser-only UI (tooltips, the sticky bar, today's date…) in
 *   small interruptible pieces, not in the one synchronous pass that
 *   useSyncExternalStore forces when its server and client snapshots differ
 *   (a 100+ ms task on a phone, issue 11).
 *
 * A component mounted by a client-side navigation renders once with false
 * and, straight after, with true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
