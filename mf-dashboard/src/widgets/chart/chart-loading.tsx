import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

/** The height a chart's messages and placeholder take when its widget sets none. */
export const chartMessageHeight = 200;

/** The 'charts.loading' veil over a chart while its data loads (spec 8). */
export function ChartLoading() {
  return (
    <div
      className="mfd-chart-loading position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center"
      role="status"
    >
      <Spinner animation="border" size="sm" className="me-2" aria-hidden />
      <FormattedMessage id="charts.loading" />
    </div>
  );
}
