import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { wrapIndex } from "~/lib/browser/wrap-index";

export type AccordionEntry = { key: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionEntry[];
  /** The item open on arrival, if any. */
  defaultOpen?: number;
  className?: string;
};

/**
 * A single-open, collapsible accordion (the WAI-ARIA "Accordion" pattern):
 * each item is a heading holding a button whose aria-expanded says whether
 * its panel is shown; opening one item closes the others, a click on the open
 * one closes it, and Arrow Up/Down, Home and End move between the buttons.
 *
 * Written here instead of Radix's Accordion (decision 010): Radix's
 * Collapsible measures every panel with a forced style and layout pass when
 * it mounts, and sets state from that measurement, so hydrating a seven-question
 * FAQ was a 20 ms task (80 ms on a 4x slower phone). This one does no work
 * after hydration until a visitor presses a button. Closed panels stay in the
 * HTML, hidden, so every answer is in the page for search engines.
 */
export function Accordion({ items, defaultOpen, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(defaultOpen ?? null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Partial<Record<string, number>> = {
      ArrowDown: wrapIndex(index, 1, items.length),
      ArrowUp: wrapIndex(index, -1, items.length),
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={cn("divide-y divide-ink-900/10", className)}>
      {items.map((item, index) => {
        const isOpen = open === index;
        const state = isOpen ? "open" : "closed";
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} data-state={state} className="py-1">
            <h3 className="font-sans text-base">
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="group flex w-full items-center justify-between gap-4 rounded-md py-4 text-left font-semibold text-ink-900 hover:text-brick-700"
              >
                {item.title}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-brick-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-state={state}
              hidden={!isOpen}
              className="overflow-hidden text-ink-700"
            >
              <div className="pb-5 leading-relaxed">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
