import type { ReactNode } from 'react';
import type { BalanceResponse, SiteBalanceResponse } from '@portal/contracts';
import { EmptyState, formatSerial, languageAtom, useAtomValue } from '@portal/web-kit';
import { FormattedMessage } from 'react-intl';
import { useUnitMetadata } from '../../../unit/use-metadata.js';
import { SectionCard } from './section-card.js';
import { useFigures } from './use-figures.js';

type Money = NonNullable<BalanceResponse['money']>;
type SiteUnit = SiteBalanceResponse['units'][number];

function MoneyRows({ money }: { money: Money }) {
  const f = useFigures();
  const rows: [string, number, 'cost' | 'gain', Record<string, string>?][] = [
    ['fuelCost', money.fuelCost, 'cost'],
    ['electricityCost', money.electricityCost, 'cost'],
    ['feedInRevenue', money.feedInRevenue, 'gain'],
    [
      'chpBonus',
      money.chpBonus,
      'gain',
      { kWh: f.number(money.chpBonusKWh), hours: f.number(money.chpBonusHours) },
    ],
    ['energyTaxRelief', money.energyTaxRelief, 'gain'],
  ];
  return (
    <dl className="mfd-balance-list mb-0">
      {rows
        .filter(([, value]) => value !== 0)
        .map(([id, value, kind, values]) => (
          <div key={id} className="d-flex justify-content-between gap-3 py-1">
            <dt className="fw-normal">
              <FormattedMessage
                id={`mf.dashboard.balance.money.${id}` as 'mf.dashboard.balance.money.fuelCost'}
                values={values}
              />
            </dt>
            <dd className={`mb-0 text-nowrap ${kind === 'gain' ? 'text-success' : ''}`}>
              {kind === 'gain' ? '− ' : ''}
              {f.euro(value)}
            </dd>
          </div>
        ))}
      <div className="d-flex justify-content-between gap-3 py-1 border-top fw-semibold">
        <dt>
          <FormattedMessage id="mf.dashboard.balance.money.netCost" />
        </dt>
        <dd className="mb-0 text-nowrap">{f.euro(money.netCost)}</dd>
      </div>
      <div className="d-flex justify-content-between gap-3 py-1 text-body-secondary">
        <dt className="fw-normal">
          <FormattedMessage id="mf.dashboard.balance.money.referenceCost" />
        </dt>
        <dd className="mb-0 text-nowrap">{f.euro(money.referenceCost)}</dd>
      </div>
    </dl>
  );
}

/** Why there is no money: no fuel known, no tariffs, or (a location) units there without tariffs. */
function NoMoney({ balance, siteUnits }: { balance: BalanceResponse; siteUnits?: readonly SiteUnit[] }) {
  const meta = useUnitMetadata();
  // A location's money waits for every unit that costs or earns: name those without any.
  const without = (siteUnits ?? []).filter(
    (unit) =>
      (unit.balance.kind === 'chp' || unit.balance.kind === 'heatPump') && unit.balance.money === null,
  );
  const id =
    without.length > 0
      ? 'mf.dashboard.balance.money.siteMissing'
      : balance.kind === 'chp' && balance.energy.fuelKWhHs === null
        ? 'mf.dashboard.balance.money.unknownFuel'
        : 'mf.dashboard.balance.money.none';
  const units = without
    .map(
      (unit) =>
        `${meta?.screenText(`productGroup.${unit.productGroup}`) ?? unit.productGroup} ${formatSerial(unit.sn)}`,
    )
    .join(', ');
  return <EmptyState compact icon="bi-cash-coin" title={<FormattedMessage id={id} values={{ units }} />} />;
}

/** Costs, revenue and savings with the tariffs, CO2 emitted and avoided, the factors with sources. */
export function MoneyCard({
  balance,
  siteUnits,
}: {
  balance: BalanceResponse;
  siteUnits?: readonly SiteUnit[];
}) {
  const f = useFigures();
  const { money, co2 } = balance;
  return (
    <SectionCard titleId="mf.dashboard.balance.money">
      {money ? (
        <>
          <div className="mfd-balance-highlight">
            <span className="small text-body-secondary d-block">
              <FormattedMessage id="mf.dashboard.balance.money.savings" />
            </span>
            <span className={`mfd-balance-value ${money.savings >= 0 ? 'text-success' : 'text-danger'}`}>
              {f.euro(money.savings)}
            </span>
          </div>
          <MoneyRows money={money} />
          {money.chpBonusHoursLeft !== null ? (
            <p className="small text-body-secondary mb-0" data-testid="balance-bonus-left">
              <FormattedMessage
                id="mf.dashboard.balance.money.chpBonusLeft"
                values={{ hours: f.number(money.chpBonusHoursLeft) }}
              />
            </p>
          ) : null}
        </>
      ) : (
        <NoMoney balance={balance} siteUnits={siteUnits} />
      )}
      {co2 ? (
        <div className="row g-2 text-center">
          <Co2Tile
            label={<FormattedMessage id="mf.dashboard.balance.co2.emitted" />}
            value={f.kg(co2.emittedKg)}
          />
          {co2.avoidedKg >= 0 ? (
            <Co2Tile
              label={<FormattedMessage id="mf.dashboard.balance.co2.avoided" />}
              value={f.kg(co2.avoidedKg)}
              avoided
            />
          ) : (
            // More than the reference would have emitted: said so, not shown as a negative saving.
            <Co2Tile
              label={<FormattedMessage id="mf.dashboard.balance.co2.more" />}
              value={f.kg(-co2.avoidedKg)}
            />
          )}
        </div>
      ) : null}
      <Factors factors={balance.factors} fuel={balance.fuel} />
    </SectionCard>
  );
}

/** The factors with their units and sources, in the page's language (the answer holds them all). */
function Factors({ factors, fuel }: Pick<BalanceResponse, 'factors' | 'fuel'>) {
  const f = useFigures();
  const language = useAtomValue(languageAtom);
  return (
    <details className="small text-body-secondary mt-auto" data-testid="balance-factors">
      <summary>
        <FormattedMessage id="mf.dashboard.balance.factors" />
      </summary>
      <ul className="list-unstyled mb-0 mt-2 d-flex flex-column gap-1">
        {factors.map((factor) => (
          <li key={factor.id}>
            {factor.id === 'co2Fuel' && fuel ? (
              <FormattedMessage
                id="mf.dashboard.balance.factor.co2FuelOf"
                values={{ fuel: <FormattedMessage id={`mf.dashboard.balance.fuel.${fuel}`} /> }}
              />
            ) : (
              <FormattedMessage id={`mf.dashboard.balance.factor.${factor.id}`} />
            )}
            : {f.number(factor.value, 3)} {factor.unit[language]}{' '}
            <span className="fst-italic">({factor.source[language]})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One of the CO2 figures: emitted, or avoided against the reference. */
function Co2Tile({ label, value, avoided = false }: { label: ReactNode; value: string; avoided?: boolean }) {
  return (
    <div className="col-6">
      <div className={`mfd-balance-co2${avoided ? ' mfd-balance-co2-avoided' : ''} rounded p-2`}>
        <span className="small text-body-secondary d-block">{label}</span>
        <span className="fw-semibold">{value}</span>
      </div>
    </div>
  );
}
