import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';

/** Whether the element's content is wider or taller than its box, followed as both change size. */
function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setOverflowing(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
}

interface ScrollRegionProps {
  /** Names the box for screen readers while it scrolls (its table's subject). */
  label?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A box that scrolls what does not fit (a wide table on a phone). While it scrolls it is a tab stop,
 * so keyboard users can scroll it too (WCAG 2.1.1); while all fits it is no stop at all.
 */
export function ScrollRegion({ label, className, style, children }: ScrollRegionProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflowing(element);
  const named = scrolls && label !== undefined;
  return (
    <div
      ref={setElement}
      className={className}
      style={style}
      tabIndex={scrolls ? 0 : undefined}
      role={named ? 'region' : undefined}
      aria-label={named ? label : undefined}
    >
      {children}
    </div>
  );
}
