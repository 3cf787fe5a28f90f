import type { CanipError } from '@portal/contracts';
import { unitValuesAtom, useAtomValue } from '@portal/web-kit';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatValue, useFormatOptions } from '../../../widgets/format-value.js';
import { relativeAge } from '../error-kind.js';
import { useBoardLabel } from '../board-label.js';
import { useUnitMetadata } from '../../../unit/use-metadata.js';

/** How many of the board's values the details show (the most recently taken ones). */
export const boardValuesShown = 10;

/** Spec 6 "trending details" for non-operators: the entry's data and its board's recent values. */
export function ErrorDetails({ error, id }: { error: CanipError; id: string }) {
  const intl = useIntl();
  const meta = useUnitMetadata();
  const boardLabel = useBoardLabel();
  const values = useAtomValue(unitValuesAtom);
  const prefix = `${error.boardName}.`;
  const recent = [...values.entries()]
    .filter(([key]) => key.startsWith(prefix))
    .sort(([, a], [, b]) => b.ts - a.ts)
    .slice(0, boardValuesShown);
  // eslint-disable-next-line react-hooks/purity -- the ages shown are relative to this render's time
  const now = Date.now();
  const format = useFormatOptions();
  return (
    <div id={id} className="py-2" data-testid="error-details">
      <dl className="row small mb-3 gx-3">
        <dt className="col-6 col-md-2 text-body-secondary fw-normal">
          <FormattedMessage id="mf.dashboard.errors.detail.category" />
        </dt>
        <dd className="col-6 col-md-4 mb-1 font-monospace">{error.errorCode.category}</dd>
        <dt className="col-6 col-md-2 text-body-secondary fw-normal">
          <FormattedMessage id="mf.dashboard.errors.detail.code" />
        </dt>
        <dd className="col-6 col-md-4 mb-1 font-monospace">{error.errorCode.code}</dd>
        <dt className="col-6 col-md-2 text-body-secondary fw-normal">
          <FormattedMessage id="mf.dashboard.errors.detail.counter" />
        </dt>
        <dd className="col-6 col-md-4 mb-1" data-testid="error-counter">
          {intl.formatNumber(error.counter)}
        </dd>
        <dt className="col-6 col-md-2 text-body-secondary fw-normal">
          <FormattedMessage id="mf.dashboard.errors.detail.time" />
        </dt>
        <dd className="col-6 col-md-4 mb-1">
          {intl.formatDate(new Date(error.timestamp), { format: 'longSeconds' })}
        </dd>
      </dl>
      <h3 className="h6 mb-2">
        <FormattedMessage
          id="mf.dashboard.errors.boardValues"
          values={{ board: boardLabel(error.boardName) }}
        />
      </h3>
      {recent.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="mf.dashboard.errors.noBoardValues" />
        </p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="mb-0 small bg-transparent">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="mf.dashboard.errors.value.label" />
                </th>
                <th scope="col" className="text-end">
                  <FormattedMessage id="mf.dashboard.errors.value.value" />
                </th>
                <th scope="col" className="text-end">
                  <FormattedMessage id="mf.dashboard.errors.value.age" />
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map(([key, { value, ts }]) => {
                const [amount, unit] = relativeAge(now - ts);
                return (
                  <tr key={key}>
                    <td title={key}>{meta?.label(key) ?? key}</td>
                    <td className="text-end text-nowrap">
                      {meta ? formatValue(meta, key, value, format) : String(value)}
                    </td>
                    <td className="text-end text-nowrap text-body-secondary">
                      {intl.formatRelativeTime(amount, unit, { numeric: 'auto' })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
