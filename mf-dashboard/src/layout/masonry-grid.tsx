import { type ReactNode, useLayoutEffect, useRef } from 'react';
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
  const cell = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const [outer, content] = [cell.current, inner.current];
    if (!outer || !content || typeof ResizeObserver === 'undefined') return;
    // Observed before the first paint, the observer reports each size after the browser's own layout
    // and before it paints: no layout forced from script (measuring each cell cost a dashboard half a
    // second at 4x CPU), and the span set on the element needs no second React render.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? content.offsetHeight;
      outer.style.gridRowEnd = `span ${Math.max(1, Math.ceil(height / rowPx))}`;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={cell} className="mfd-masonry-cell" style={{ ['--span' as string]: width }}>
      <div ref={inner} className="mfd-masonry-cell-inner">
        {children}
      </div>
    </div>
  );
}
