import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { energyFields } from '../runtime-model.js';

interface Props {
  /** The three days, oldest first, with the labels their columns carry. */
  days: { ms: number; label: string }[];
  /** kWh of a field on a day; undefined where the answer has none. */
  energy: (ms: number, field: string) => number | undefined;
  fieldLabel: (field: string) => string;
}

/**
 * The e_* balance of three days. On a phone each field stacks its days below its name, each figure
 * beside its day (data-label), so long figures never push the table past the screen.
 */
export function BalanceTable({ days, energy, fieldLabel }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'mf.dashboard.runtime.balance' });
  return (
    <Card as="section" aria-label={title}>
      <Card.Header className="py-2">
        <h2 className="h6 mb-0">{title}</h2>
      </Card.Header>
      <Table size="sm" className="mb-0 mfd-runtime-balance">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="mf.dashboard.runtime.energy" />
            </th>
            {days.map(({ ms, label }) => (
              <th key={ms} scope="col" className="text-end">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {energyFields.map((field) => (
            <tr key={field}>
              <th scope="row" className="fw-normal">
                {fieldLabel(field)}
              </th>
              {days.map(({ ms, label }) => {
                const kwh = energy(ms, field);
                return (
                  <td key={ms} className="text-end" data-label={label}>
                    {kwh === undefined
                      ? '–'
                      : intl.formatNumber(kwh, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
