import { startTransition, useEffect, useState } from "react";

/**
 * Whether the browser matches a media query, e.g. "(min-width: 48rem)".
 * False on the server and while the component hydrates, so the page matches
 * its HTML; the browser's answer follows from an effect, in a transition
 * (like useHydrated, not the synchronous re-render useSyncExternalStore
 * forces when its server and client answers differ), and so do later changes
 * (a window resized, a setting changed).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => startTransition(() => setMatches(media.matches));
    update();
    media.addEventListener?.("change", update);
    return () => media.removeEventListener?.("change", update);
  }, [query]);
  return matches;
}
