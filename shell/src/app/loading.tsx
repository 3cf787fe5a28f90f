import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

export function Loading() {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5 text-secondary" role="status">
      <Spinner animation="border" size="sm" />
      <FormattedMessage id="app.loading" />
    </div>
  );
}
