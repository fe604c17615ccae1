import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target"> & {
  /** Classes of the external-link icon after the text; no icon when omitted. */
  iconClassName?: string;
  /** Visually hidden words after the text, read by screen readers. */
  newTabNote?: ReactNode;
};

/**
 * A link that opens in a new tab: `target="_blank"`, `rel="noopener"` unless
 * given, an optional external-link icon (hidden from screen readers) and a
 * visually hidden " (opens in a new tab)" so the accessible name says so.
 */
export function ExternalLink({
  children,
  iconClassName,
  newTabNote = " (opens in a new tab)",
  rel = "noopener",
  ...props
}: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel={rel}>
      {children}
      {iconClassName !== undefined && <ExternalLinkIcon aria-hidden className={iconClassName} />}
      <span className="sr-only">{newTabNote}</span>
    </a>
  );
}
