import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { AccountText } from './account-text.js';
import { messageOf } from './account-user.js';

export function LoadingLine({ className = '' }: { className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 text-body-secondary ${className}`} role="status">
      <Spinner animation="border" size="sm" aria-hidden />
      <AccountText id="account.common.loading" />
    </div>
  );
}

interface Loading {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** A failed load with its retry; while the retry runs, the loading line shows instead. */
export function LoadFailed({ loaded }: { loaded: Loading }) {
  if (!loaded.isError || loaded.isFetching) return null;
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
      <span className="me-auto">
        <AccountText id="account.common.loadFailed" /> {messageOf(loaded.error)}
      </span>
      <Button variant="outline-danger" size="sm" onClick={() => void loaded.refetch()}>
        <AccountText id="account.common.retry" />
      </Button>
    </Alert>
  );
}
