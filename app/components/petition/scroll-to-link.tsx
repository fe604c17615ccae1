import type { MouseEvent, ReactNode } from "react";

/**
 * An in-page link that scrolls smoothly to its target (instantly when the
 * visitor prefers reduced motion) and moves keyboard focus there. Without
 * JavaScript it is a plain anchor link.
 */
export function ScrollToLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${targetId}`);
  };
  return (
    <a href={`#${targetId}`} onClick={scroll} className={className}>
      {children}
    </a>
  );
}
