import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset whose legend reads like a small heading). */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold text-body-emphasis border-bottom pb-1 mb-2">{title}</legend>
      {children}
    </fieldset>
  );
}
