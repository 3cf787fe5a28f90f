import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function LoggedOutPage() {
  return (
    <Card className="portal-login-card shadow-sm">
      <Card.Body className="p-4 text-center">
        <i className="bi bi-check2-circle fs-1 text-success" aria-hidden />
        <h1 className="h4 mt-2">
          <FormattedMessage id="loggedout.title" />
        </h1>
        <p className="text-secondary">
          <FormattedMessage id="loggedout.text" />
        </p>
        <Link to="/login" className="btn btn-primary">
          <FormattedMessage id="loggedout.again" />
        </Link>
      </Card.Body>
    </Card>
  );
}
