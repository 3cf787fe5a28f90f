import Table from 'react-bootstrap/Table';
import { FormattedMessage } from 'react-intl';
import type { StatsView } from './stats-chart.js';

/** The chart's figures: bookings per month (rows) and service (columns), with the totals below. */
export function StatsTable({ stats, services }: StatsView) {
  return (
    // Wide tables scroll sideways on phones instead of squeezing the figures.
    <div className="table-responsive">
      <Table size="sm" className="mb-0 align-middle">
        <caption className="visually-hidden">
          <FormattedMessage id="mf.shop.stats.title" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="mf.shop.stats.month" />
            </th>
            {services.map((name) => (
              <th scope="col" className="text-end" key={name}>
                <FormattedMessage id={`mf.shop.service.${name}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="fw-normal text-nowrap">
                {month.month}
              </th>
              {services.map((name) => (
                <td className="text-end" key={name}>
                  {month.counts[name] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="mf.shop.stats.total" />
            </th>
            {services.map((name) => (
              <td className="text-end fw-semibold" key={name}>
                {stats.totals[name] ?? 0}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
