import { lazy, Suspense, type ReactElement } from "react";
import { useMediaQuery } from "~/hooks/use-media-query";

const TooltipContent = lazy(() => import("./tooltip-content"));

/**
 * A hover/focus hint for an icon button. The tooltip library is attached
 * after hydration and loaded on its own: Radix's trigger markup differs
 * between the server and the browser's production builds, and a hint is
 * never needed before the page is interactive.
 *
 * Only where something can hover (a mouse, a trackpad): a phone or tablet
 * used by touch alone never shows a hover hint, so it never loads the
 * library. The button keeps its own accessible name either way.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const canHover = useMediaQuery("(any-hover: hover)");
  if (!canHover) return children;
  return (
    <Suspense fallback={children}>
      <TooltipContent label={label}>{children}</TooltipContent>
    </Suspense>
  );
}
