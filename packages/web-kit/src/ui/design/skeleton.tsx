import type { CSSProperties, ReactNode } from 'react';

/**
 * Placeholders while content of a known shape loads, instead of a spinner. The region is a busy
 * status named by `label` (a translated 'loading' text in the page's language), which screen readers
 * also find as visually hidden text; the grey shapes themselves are hidden from them. Without
 * children it shows `lines` text lines; pass `SkeletonLine`s (or any layout of them) for other shapes.
 */
export function Skeleton({
  lines = 3,
  label,
  className,
  children,
}: {
  lines?: number;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <span className="visually-hidden">{label}</span>
      {children ??
        Array.from({ length: lines }, (_, index) => (
          <SkeletonLine key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
        ))}
    </div>
  );
}

/** One grey placeholder shape: a text line by default, taller for a heading or a button. */
export function SkeletonLine({
  width = '100%',
  height,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      className={`portal-skeleton${className ? ` ${className}` : ''}`}
      aria-hidden
      style={{ width, ...(height === undefined ? {} : { height }) }}
    />
  );
}
