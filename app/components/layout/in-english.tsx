import type { ReactNode } from "react";
import { useText } from "~/lib/i18n/use-text";

/**
 * " (en inglés)" after a link from a Spanish page to a page that exists only in
 * English (hrefFor): visible, small and muted, and part of the link's name. Only
 * classes the site already uses: a new one would change the stylesheet every
 * English page inlines.
 */
export function InEnglish({ shown }: { shown: boolean }) {
  const t = useText();
  if (!shown) return null;
  // A no-break space, not a plain one: a plain space at the start of a flex item (a footer link) is dropped. The mark
  // wraps whole, never between "(en" and "inglés)" (a long post title on the Spanish site map).
  return <span className="text-xs font-normal whitespace-nowrap opacity-80">{`\u00a0${t.frame.inEnglish}`}</span>;
}

/**
 * A link's text with the mark under it rather than after it, where width is short
 * (the desktop navigation, the header's button); as it was when there is no mark.
 */
export function StackedText({ text, inEnglish }: { text: string; inEnglish: boolean }): ReactNode {
  if (!inEnglish) return text;
  return (
    <span className="inline-flex flex-col items-center leading-tight">
      {text}
      <InEnglish shown />
    </span>
  );
}
