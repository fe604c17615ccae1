import { useMediaQuery } from "./use-media-query";

/** True when the visitor asks for less motion; false on the server and before hydration. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
