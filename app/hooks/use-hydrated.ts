import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true once the page
 * is interactive. The one place components ask "may I render browser-only UI?"
 * (no setState in an effect, no second render pass of the whole tree).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
