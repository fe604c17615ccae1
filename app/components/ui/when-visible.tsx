import { useEffect, useRef, useState, type ReactNode } from "react";

type WhenVisibleProps = {
  children: ReactNode;
  /** Shown until the area nears the viewport; reserve its height to avoid layout shift. */
  placeholder?: ReactNode;
  /** How far ahead of the viewport to start rendering. */
  rootMargin?: string;
  className?: string;
};

/** Renders its children once its area scrolls near the viewport (at once without IntersectionObserver). */
export function WhenVisible({ children, placeholder = null, rootMargin = "300px", className }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);

  return (
    <div ref={ref} className={className}>
      {visible ? children : placeholder}
    </div>
  );
}
