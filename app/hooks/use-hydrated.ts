import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * False while rendering on the server and during hydration, true once the page
 * is interactive. The one place components ask "may I render browser-only UI?".
 *
 * The switch to true is one state update at the root, made in a transition
 * after hydration: React renders the browser-only UI (tooltips, the sticky
 * bar, today's date…) in small interruptible pieces, not in the one
 * synchronous pass that useSyncExternalStore forces when its server and
 * client snapshots differ (a 100+ ms task on a phone, issue 11).
 * Without a provider (a plain client render, e.g. in unit tests) it is true.
 */
const HydratedContext = createContext(true);

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return createElement(HydratedContext, { value: hydrated }, children);
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
