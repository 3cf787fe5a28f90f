import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** The primary button of a migration form, with a spinner while the call runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" disabled={busy || disabled}>
      {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
      {children}
    </Button>
  );
}
