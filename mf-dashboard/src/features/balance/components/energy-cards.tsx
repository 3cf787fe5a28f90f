import type { BalanceResponse } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';
import { FigureCard } from './figure-card.js';
import { useFigures } from './use-figures.js';

type Energy = BalanceResponse['energy'];

function FuelCard({ energy }: { energy: Energy }) {
  const f = useFigures();
  return (
    <FigureCard
      icon="bi-fire"
      tone="fuel"
      label={<FormattedMessage id="mf.dashboard.balance.fuel" />}
      value={f.kWh(energy.fuelKWhHs)}
      source={energy.fuelSource}
      note={
        energy.fuelKWhPerHour !== null ? (
          <FormattedMessage
            id="mf.dashboard.balance.fuelEstimate"
            values={{ rate: f.number(energy.fuelKWhPerHour, 1) }}
          />
        ) : energy.fuelSource === 'unknown' ? (
          <FormattedMessage id="mf.dashboard.balance.fuelUnknown" />
        ) : null
      }
    />
  );
}

function SplitCard({ energy }: { energy: Energy }) {
  const f = useFigures();
  return (
    <FigureCard
      icon="bi-house-check"
      tone="green"
      label={<FormattedMessage id="mf.dashboard.balance.ownUse" />}
      value={f.kWh(energy.ownUseKWh)}
      source={energy.ownUseSource}
      note={
        energy.feedInKWh === null ? null : (
          <>
            <FormattedMessage id="mf.dashboard.balance.feedIn" />: {f.kWh(energy.feedInKWh)}
          </>
        )
      }
    />
  );
}

/** The period's energy in cards, as the unit's kind has it. */
export function EnergyCards({ balance }: { balance: BalanceResponse }) {
  const f = useFigures();
  const { energy } = balance;
  const hours =
    energy.operatingHours === null ? null : (
      <FormattedMessage id="mf.dashboard.balance.hours" values={{ hours: f.number(energy.operatingHours) }} />
    );
  const cards = {
    fuel: <FuelCard energy={energy} />,
    electricity: (
      <FigureCard
        icon="bi-lightning-charge"
        tone="electricity"
        label={<FormattedMessage id="mf.dashboard.balance.electricity" />}
        value={f.kWh(energy.electricityKWh)}
        note={balance.kind === 'chp' ? hours : null}
      />
    ),
    heat: (
      <FigureCard
        icon="bi-thermometer-sun"
        tone="heat"
        label={<FormattedMessage id="mf.dashboard.balance.heat" />}
        value={f.kWh(energy.heatKWh)}
        note={balance.kind === 'heatPump' ? hours : null}
      />
    ),
    split: <SplitCard energy={energy} />,
    electricityIn: (
      <FigureCard
        icon="bi-plug"
        tone="grid"
        label={<FormattedMessage id="mf.dashboard.balance.electricityIn" />}
        value={f.kWh(energy.electricityInKWh)}
      />
    ),
    gridImport: (
      <FigureCard
        icon="bi-plug"
        tone="grid"
        label={<FormattedMessage id="mf.dashboard.balance.gridImport" />}
        value={f.kWh(energy.gridImportKWh)}
        note={
          <>
            <FormattedMessage id="mf.dashboard.balance.consumption" />: {f.kWh(energy.consumptionKWh)}
          </>
        }
      />
    ),
  };
  const shown =
    balance.kind === 'chp'
      ? [cards.fuel, cards.electricity, cards.heat, cards.split]
      : balance.kind === 'heatPump'
        ? [cards.electricityIn, cards.heat]
        : [cards.electricity, cards.split, cards.gridImport];
  return (
    <div className="row g-3">
      {shown.map((card, i) => (
        <div key={i} className="col-12 col-sm-6 col-xl-3">
          {card}
        </div>
      ))}
    </div>
  );
}
