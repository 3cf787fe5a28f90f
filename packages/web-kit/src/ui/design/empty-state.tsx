import type { ReactNode } from 'react';

/** Nothing to show yet: an icon, a short title and what to do; compact inside widgets. */
export function EmptyState({
  icon,
  title,
  children,
  compact = false,
}: {
  icon: string;
  title: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={`text-center text-body-secondary ${compact ? 'py-2 small' : 'py-5'}`}>
      <i className={`bi ${icon} ${compact ? 'fs-4' : 'fs-1'} d-block mb-1`} aria-hidden />
      <p className={`fw-semibold text-body mb-1 ${compact ? '' : 'fs-5'}`}>{title}</p>
      {children ? <div>{children}</div> : null}
    </div>
  );
}
