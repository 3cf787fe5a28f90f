import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/web-kit';

/** Above the title of each page under /alarms: the way back to the incidents. */
export function BackToAlarms() {
  return (
    <Link to="/alarms" className="small align-self-start">
      <i className="bi bi-arrow-left me-1" aria-hidden />
      <FormattedMessage id="mf.fleet.back" />
    </Link>
  );
}
