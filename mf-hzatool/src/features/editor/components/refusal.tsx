import { ApiError, EmptyState, useErrorText, Link } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';

/** init refused the plant and year: demo users, no booking, or a failure, in the server's words. */
export function Refusal({ error }: { error: Error }) {
  const errorText = useErrorText();
  const key = error instanceof ApiError ? error.key : 'exception.error';
  const notBooked = key === 'exception.noservicebooked';
  return (
    <Card>
      <EmptyState
        icon={notBooked ? 'bi-bag' : 'bi-shield-lock'}
        heading={2}
        title={error instanceof ApiError ? errorText(key) : error.message}
        action={
          notBooked ? (
            <Link to="/services" className="btn btn-primary">
              <FormattedMessage id="mf.hzatool.toServices" />
            </Link>
          ) : (
            <Link to="/hzatool" className="btn btn-outline-primary">
              <FormattedMessage id="mf.hzatool.editor.back" />
            </Link>
          )
        }
      >
        {notBooked ? <FormattedMessage id="mf.hzatool.editor.notBooked" /> : null}
      </EmptyState>
    </Card>
  );
}
