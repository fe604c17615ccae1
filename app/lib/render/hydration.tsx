/**
 * When each part of a server-rendered page becomes interactive: the page
 * itself (useHydrated), the code-split sections React hydrates in passes of
 * their own (lazySection), and the moment all of them are (watchSections,
 * which the root turns into `data-hydrated` on <html> for the e2e tests);
 * and what a started page reloads after a form's post (noReloadAfterPost).
 */
import type { ShouldRevalidateFunction } from "react-router";
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";

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

/**
 * A code-split part of a server-rendered page: the server renders it into the
 * HTML, its code is not in the page's first load, and React keeps the
 * server's HTML until the code arrives, then hydrates it in a pass of its own
 * (a Suspense boundary around server HTML).
 *
 * Until that pass a click on it does nothing (React does not replay it), so
 * the page counts as hydrated (`data-hydrated` on <html>, set by the root
 * through `watchSections`) only when every such part on it has
 * hydrated too: an end-to-end test that waits for it never clicks a part
 * that is still the server's HTML. Sections loaded on approach
 * (lazyOnApproach) are not counted: they hydrate only when the visitor nears
 * them, and show their own readiness.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function lazySection<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(load);
  return function Section(props: ComponentProps<Component>) {
    const [token] = useState(() => ({}));
    // In the commit itself, so a test that reads data-hydrated after a navigation's commit finds it "page".
    useLayoutEffect(() => sectionPending(token), [token]);
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
        <HydratedSignal token={token} />
      </Suspense>
    );
  };
}

function HydratedSignal({ token }: { token: object }) {
  useEffect(() => sectionHydrated(token), [token]);
  return null;
}

// Sections mounted and not yet hydrated (or, after a client-side navigation,
// not yet rendered with their code). A section is marked pending in its
// commit's layout phase and hydrated by its signal's passive effect, which runs
// after it; `hydrated` keeps a late registration from undoing a signal.
const pending = new Set<object>();
const hydrated = new WeakSet<object>();
const watchers = new Set<{ busy: () => void; settled: () => void }>();

function sectionPending(token: object): () => void {
  if (!hydrated.has(token)) {
    if (pending.size === 0) for (const watcher of watchers) watcher.busy();
    pending.add(token);
  }
  return () => {
    pending.delete(token);
    settle();
  };
}

function sectionHydrated(token: object) {
  hydrated.add(token);
  pending.delete(token);
  settle();
}

function settle() {
  if (pending.size > 0) return;
  for (const watcher of watchers) watcher.settled();
}

/**
 * Follows the page's code-split sections: `settled` once every section now on
 * the page has hydrated (at once if none is pending), `busy` when a new one
 * starts waiting for its code (a client-side navigation to a page with
 * sections), `settled` again when it has rendered. Returns the end of the watch.
 */
export function watchSections(busy: () => void, settled: () => void): () => void {
  const watcher = { busy, settled };
  watchers.add(watcher);
  if (pending.size === 0) settled();
  return () => watchers.delete(watcher);
}

/**
 * A route's `shouldRevalidate` whose data never changes with a form's post (the frame's, and /tours/private-tours' for
 * its request form): after a post, no reload of the data, which would fail with the post where there is no signal
 * and take the page with it. Any other navigation as React Router decides. Here, beside the rest of a started page's
 * life, because both routes load this module anyway (a module of its own was a chunk of its own on every page).
 */
export const noReloadAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined || formMethod.toUpperCase() === "GET" ? defaultShouldRevalidate : false;
