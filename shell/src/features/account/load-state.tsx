import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Skeleton } from '@portal/web-kit';
import { AccountText, useAccountText } from './account-text.js';
import { messageOf } from './account-user.js';

/** While a card's or dialog's content loads: text-line placeholders with a busy, named status. */
export function LoadingPlaceholder({ lines = 3, className }: { lines?: number; className?: string }) {
  const text = useAccountText();
  return <Skeleton lines={lines} label={text('account.common.loading')} className={className} />;
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
