import {
  type BalanceTariffs,
  type BalanceTariffsResponse,
  type BalanceUnitKind,
  balanceTariffsSchema,
} from '@portal/contracts';
import { useEndpointMutation, useEndpointQuery } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';

export const priceFields = [
  'fuelCentPerKWh',
  'electricityCentPerKWh',
  'feedInCentPerKWh',
  'chpBonusCentPerKWh',
  'chpBonusHoursPerYear',
  'chpBonusTotalHours',
  'ownUsePercent',
  'fuelKWhPerHour',
] as const;
export type PriceField = (typeof priceFields)[number];

/**
 * The tariffs a unit of this kind has any use for: a heat pump buys electricity, and the gas price
 * prices its reference boiler; it feeds nothing in, earns no CHP bonus and burns no fuel.
 */
export function fieldsOf(kind: BalanceUnitKind | undefined): readonly PriceField[] {
  return kind === 'heatPump' ? ['electricityCentPerKWh', 'fuelCentPerKWh'] : priceFields;
}
export type TariffsDraft = Record<PriceField, string> & { fuel: '' | NonNullable<BalanceTariffs['fuel']> };

/**
 * A start for the form: KWKG 2023 pays the bonus for 3,500 full-load hours a year (§8(4)) and
 * 30,000 in all (§8(1)).
 */
const emptyDraft: TariffsDraft = {
  fuelCentPerKWh: '',
  electricityCentPerKWh: '',
  feedInCentPerKWh: '',
  chpBonusCentPerKWh: '',
  chpBonusHoursPerYear: '3500',
  chpBonusTotalHours: '30000',
  ownUsePercent: '',
  fuelKWhPerHour: '',
  fuel: '',
};

function draftOf(tariffs: BalanceTariffs | null): TariffsDraft {
  if (!tariffs) return emptyDraft;
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...(Object.fromEntries(priceFields.map((field) => [field, text(tariffs[field])])) as Record<
      PriceField,
      string
    >),
    fuel: tariffs.fuel ?? '',
  };
}

/** A typed number (a German decimal comma too); empty stays empty for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** What the form saves: the fields it showed as typed; those it did not, as saved before or 0. */
function tariffsOf(draft: TariffsDraft, shown: readonly PriceField[]): unknown {
  const hidden = (field: PriceField) => numberOf(draft[field]) ?? 0;
  return {
    ...Object.fromEntries(
      priceFields.map((field) => [field, shown.includes(field) ? numberOf(draft[field]) : hidden(field)]),
    ),
    fuelKWhPerHour: (shown.includes('fuelKWhPerHour') ? numberOf(draft.fuelKWhPerHour) : undefined) ?? null,
    fuel: draft.fuel === '' || !shown.includes('fuelKWhPerHour') ? null : draft.fuel,
  };
}

/**
 * The unit's tariffs and their form: checked by the contracts' schema before the save, the
 * server's 400 field keys shown the same way; the balance reloads with the new money figures.
 */
export function useTariffsForm(sn: string, kind?: BalanceUnitKind) {
  const intl = useIntl();
  const query = useEndpointQuery('unitTariffs', { params: { sn } });
  const [draft, setDraft] = useState<TariffsDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useEndpointMutation('unitTariffsSave', {
    invalidates: ['unitTariffs', 'unitBalance'],
    afterAnswer: () => setDraft(null),
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.dashboard.balance.tariffs.saved' }),
      body: '',
    }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const parsed = balanceTariffsSchema.safeParse(tariffsOf(draft, fieldsOf(kind)));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate({ params: { sn }, body: parsed.data });
  }

  const answer: BalanceTariffsResponse | undefined = query.data;
  return {
    query,
    fields: fieldsOf(kind),
    /** A heat pump's fuel price is the gas price of the boiler it is compared with. */
    heatPump: kind === 'heatPump',
    draft,
    errors,
    busy: save.isPending,
    edit: () => setDraft(draftOf(answer?.tariffs ?? null)),
    cancel: () => {
      setDraft(null);
      setErrors({});
    },
    change: (field: keyof TariffsDraft, value: string) => {
      setDraft((current) => (current ? { ...current, [field]: value } : current));
      // A corrected field no longer shows its old message; the next save checks it again.
      setErrors(({ [field]: _, ...others }) => others);
    },
    submit,
  };
}

export type TariffsForm = ReturnType<typeof useTariffsForm>;
