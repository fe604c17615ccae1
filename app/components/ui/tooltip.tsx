import { lazy, Suspense, type ReactElement } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

const TooltipContent = lazy(() => import("./tooltip-content"));

/**
 * A hover/focus hint for an icon button. The tooltip library is attached
 * after hydration and loaded on its own: Radix's trigger markup differs
 * between the server and the browser's production builds, and a hint is
 * never needed before the page is interactive.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const hydrated = useHydrated();
  if (!hydrated) return children;
  return (
    <Suspense fallback={children}>
      <TooltipContent label={label}>{children}</TooltipContent>
    </Suspense>
  );
}
