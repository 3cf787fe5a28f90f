import type { SiteBalanceResponse } from '@portal/contracts';
import { formatSerial, Link } from '@portal/web-kit';
import Table from 'react-bootstrap/Table';
import { FormattedMessage } from 'react-intl';
import { useUnitMetadata } from '../../../unit/use-metadata.js';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

type SiteUnit = SiteBalanceResponse['units'][number];

/** A unit's own measure: a CHP unit's overall efficiency, a heat pump's seasonal COP. */
function Measure({ balance }: { balance: SiteUnit['balance'] }) {
  const f = useFigures();
  if (balance.kind === 'heatPump')
    return (
      <FormattedMessage
        id="mf.dashboard.balance.site.cop"
        values={{ cop: f.number(balance.efficiency.cop, 1) }}
      />
    );
  if (balance.kind === 'chp') return <>{f.percent(balance.efficiency.overall, 0)}</>;
  return <>–</>;
}

/** The units the location's balance sums, each with its figures and a link to its own balance. */
export function SiteUnitsCard({ units }: { units: readonly SiteUnit[] }) {
  const f = useFigures();
  const meta = useUnitMetadata();
  return (
    <SectionCard titleId="mf.dashboard.balance.site.units" className="" testId="balance-site-units">
      <div className="table-responsive">
        <Table size="sm" className="mfd-balance-site-table mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="mf.dashboard.balance.site.unit" />
              </th>
              <th scope="col" className="text-end">
                <FormattedMessage id="mf.dashboard.balance.site.electricity" />
              </th>
              <th scope="col" className="text-end d-none d-sm-table-cell">
                <FormattedMessage id="mf.dashboard.balance.site.heat" />
              </th>
              <th scope="col" className="text-end d-none d-sm-table-cell">
                <FormattedMessage id="mf.dashboard.balance.site.measure" />
              </th>
              <th scope="col" className="text-end">
                <FormattedMessage id="mf.dashboard.balance.money.netCost" />
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map(({ sn, productGroup, balance }) => (
              <tr key={sn}>
                <th scope="row" className="fw-normal">
                  <Link to={`/${sn}/balance`} className="d-block">
                    {meta?.screenText(`productGroup.${productGroup}`) ?? productGroup}
                  </Link>
                  <span className="small text-body-secondary font-monospace">{formatSerial(sn)}</span>
                </th>
                <td className="text-end text-nowrap">
                  {f.kWh(
                    balance.kind === 'heatPump'
                      ? balance.energy.electricityInKWh
                      : balance.energy.electricityKWh,
                  )}
                </td>
                <td className="text-end text-nowrap d-none d-sm-table-cell">
                  {f.kWh(balance.energy.heatKWh)}
                </td>
                <td className="text-end text-nowrap d-none d-sm-table-cell">
                  <Measure balance={balance} />
                </td>
                <td className="text-end text-nowrap">
                  {balance.money ? f.euro(balance.money.netCost) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="mf.dashboard.balance.site.note" />
      </p>
    </SectionCard>
  );
}
