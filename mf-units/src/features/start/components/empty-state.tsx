import type { ReactNode } from 'react';

/** A calm, centred note where the table would be (no hits, a location without units). */
export function EmptyState({
  icon,
  children,
  action,
}: {
  icon: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="text-center text-body-secondary px-3 py-5" role="status">
      <i className={`bi ${icon} d-block fs-1 mb-2 opacity-50`} aria-hidden />
      <p className="mb-3">{children}</p>
      {action}
    </div>
  );
}
