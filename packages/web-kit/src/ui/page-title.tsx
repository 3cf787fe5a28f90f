import type { ReactNode } from 'react';

/** A page's one h1, as the other remotes' pages show it. */
export function PageTitle({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <h1 className="h3 mb-0 d-flex align-items-center gap-2">
      <i className={`bi ${icon} text-body-secondary`} aria-hidden />
      {/* One flex item: a title with a value drawn in an element of its own stays one run of words. */}
      <span>{children}</span>
    </h1>
  );
}
