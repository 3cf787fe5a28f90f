import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The rendered width of an element, followed with a ResizeObserver; undefined until measured. */
export function useElementWidth<T extends Element>(): [RefObject<T | null>, number | undefined] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (measured: number) => setWidth(measured > 0 ? Math.round(measured) : undefined);
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
