import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { returnPath, Link, useSearchParams } from '@portal/web-kit';
import type { LoginState } from '../../components/login-state.js';

/** /loggedout (spec 2): where logout lands; logging in again returns to the page left. */
export function LoggedOutPage() {
  const [params] = useSearchParams();
  const from = returnPath(params.get('returnUrl'));
  const state: LoginState = from ? { from } : {};
  return (
    <Card className="portal-login-card">
      <Card.Body className="p-4 text-center">
        <i className="bi bi-check2-circle fs-1 text-success" aria-hidden />
        <h1 className="h4 mt-2">
          <FormattedMessage id="loggedout.title" />
        </h1>
        <p className="text-secondary">
          <FormattedMessage id="loggedout.text" />
        </p>
        <Link to="/login" state={state} className="btn btn-primary">
          <FormattedMessage id="loggedout.again" />
        </Link>
      </Card.Body>
    </Card>
  );
}
