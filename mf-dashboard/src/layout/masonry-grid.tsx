import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './masonry-grid.css';

// A 12-column grid laid out like a masonry: each cell spans its width in columns and as many 8 px
// rows as its content is tall, so short widgets fill the gaps beside tall ones.

const rowPx = 8;

/** `columns`: the grid's share of the page's 12 (a group of narrow widgets beside another group). */
export function MasonryGrid({
  children,
  label,
  columns = 12,
}: {
  children: ReactNode;
  label?: string;
  columns?: number;
}) {
  return (
    <div className="mfd-masonry-grid" aria-label={label} style={{ ['--columns' as string]: columns }}>
      {children}
    </div>
  );
}

export function MasonryCell({ width, children }: { width: number; children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState(25);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setRows(Math.max(1, Math.ceil(element.getBoundingClientRect().height / rowPx)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="mfd-masonry-cell" style={{ ['--span' as string]: width, gridRowEnd: `span ${rows}` }}>
      <div ref={inner} className="mfd-masonry-cell-inner">
        {children}
      </div>
    </div>
  );
}
