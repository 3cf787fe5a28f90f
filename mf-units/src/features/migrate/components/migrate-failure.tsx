import Alert from 'react-bootstrap/Alert';

/** Spec 8: a refused migration shows the server's message as a warning. */
export function MigrateFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="warning" className="py-2" role="alert">
      <i className="bi bi-exclamation-triangle me-2" aria-hidden />
      {message}
    </Alert>
  );
}
