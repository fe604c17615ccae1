import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement } from "react";

/** SPEC §2: tooltips open after 700 ms, and 300 ms when moving between them. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The Radix tooltip itself; loaded after hydration by `Tooltip`. */
export default function TooltipContent({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
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
    </TooltipPrimitive.Provider>
  );
}
