import { FormattedMessage } from 'react-intl';

/**
 * Where a chart widget goes (spec 2 "Chart widget"). Charts come with their own issue; until then
 * the slot says plainly that there is nothing to draw ('charts.empty').
 */
export function ChartSlot({ minHeight }: { minHeight: number | undefined }) {
  return (
    <div
      className="d-flex flex-column align-items-center justify-content-center text-body-secondary text-center p-3"
      style={{ minHeight: minHeight ?? 200 }}
    >
      <i className="bi bi-graph-up fs-2 mb-2" aria-hidden />
      <FormattedMessage id="charts.empty" />
    </div>
  );
}
