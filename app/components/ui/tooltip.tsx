import { Tooltip as TooltipPrimitive } from "radix-ui";
import { useEffect, useState, type ReactElement } from "react";

/** SPEC §2: tooltips open after 700 ms, and 300 ms when moving between them. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A hover/focus hint for an icon button. The tooltip is attached after
 * hydration: Radix's trigger markup differs between the server and the
 * browser's production builds, and a hint is never needed before then.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return children;
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-[60] rounded-md bg-ink-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lift"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
