import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/web-kit';

export function NotFoundPage() {
  return (
    <div className="text-center py-5">
      <i className="bi bi-signpost-split fs-1 text-secondary" aria-hidden />
      <h1 className="h4 mt-2">
        <FormattedMessage id="notfound.title" />
      </h1>
      <p className="text-secondary">
        <FormattedMessage id="notfound.text" />
      </p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="notfound.home" />
      </Link>
    </div>
  );
}
