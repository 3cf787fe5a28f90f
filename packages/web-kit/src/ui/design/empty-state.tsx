import type { ReactNode } from 'react';

/**
 * Nothing to show (yet): an icon, a short title, what to do and an optional action; compact inside
 * widgets and cards. `heading` makes the title a heading of that level (a screen's only content);
 * `live` announces it (a search that found nothing).
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  compact = false,
  heading,
  live = false,
  tone = 'neutral',
  className = '',
}: {
  icon: string;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  heading?: 2 | 3 | 4;
  live?: boolean;
  /** 'success' where nothing to show is good news (no errors). */
  tone?: 'neutral' | 'success';
  className?: string;
}) {
  const Title = heading ? (`h${heading}` as const) : 'p';
  return (
    <div
      className={[
        'portal-empty text-center text-body-secondary px-3',
        compact ? 'py-3 small' : 'py-5',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      role={live ? 'status' : undefined}
      data-tone={tone}
    >
      <i className={`bi ${icon} portal-empty-icon ${compact ? 'fs-4' : 'fs-1'} d-block mb-2`} aria-hidden />
      <Title className={`fw-semibold text-body mb-1 ${compact ? 'fs-6' : 'fs-5'}`}>{title}</Title>
      {children ? <div className="portal-empty-text">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
