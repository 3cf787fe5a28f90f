import type { CanipError } from '@portal/contracts';
import { ScrollRegion, unitValuesAtom, useAtomValue } from '@portal/web-kit';
import Table from 'react-bootstrap/Table';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatValue, useFormatOptions } from '../../../widgets/format-value.js';
import { relativeAge } from '../error-kind.js';
import { useBoardLabel } from '../board-label.js';
import { useUnitMetadata } from '../../../unit/use-metadata.js';

/** How many of the board's values the details show (the most recently taken ones). */
export const boardValuesShown = 10;

/** The entry's category, code, counter and time. */
function ErrorFacts({ error }: { error: CanipError }) {
  const intl = useIntl();
  const facts = [
    { id: 'category', value: error.errorCode.category, mono: true },
    { id: 'code', value: error.errorCode.code, mono: true },
    { id: 'counter', value: intl.formatNumber(error.counter), testId: 'error-counter' },
    { id: 'time', value: intl.formatDate(new Date(error.timestamp), { format: 'longSeconds' }) },
  ] as const;
  return (
    <dl className="row small mb-3 gx-3">
      {facts.map((fact) => (
        <Fragment key={fact.id}>
          <dt className="col-6 col-md-2 text-body-secondary fw-normal">
            <FormattedMessage id={`mf.dashboard.errors.detail.${fact.id}`} />
          </dt>
          <dd
            className={'mono' in fact ? 'col-6 col-md-4 mb-1 font-monospace' : 'col-6 col-md-4 mb-1'}
            data-testid={'testId' in fact ? fact.testId : undefined}
          >
            {fact.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

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
      <ErrorFacts error={error} />
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
        <ScrollRegion className="table-responsive">
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
        </ScrollRegion>
      )}
    </div>
  );
}
