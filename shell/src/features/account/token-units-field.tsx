import { useEndpointQuery } from '@portal/web-kit';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { AccountText, useAccountText } from './account-text.js';
import type { TokenForm } from './use-token-form.js';

/** All units, or chosen units and locations from the user's unit list (searched on the server). */
export function TokenUnitsField({ form }: { form: TokenForm }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="fs-6 mb-1">
        <AccountText id="account.tokens.units" />
      </legend>
      <Form.Check
        type="radio"
        id={`${id}-all`}
        name={`${id}-units`}
        checked={form.allUnits}
        onChange={() => form.setAllUnits(true)}
        label={<AccountText id="account.tokens.units.all" />}
      />
      <Form.Check
        type="radio"
        id={`${id}-chosen`}
        name={`${id}-units`}
        checked={!form.allUnits}
        onChange={() => form.setAllUnits(false)}
        label={<AccountText id="account.tokens.units.chosen" />}
      />
      {form.allUnits ? null : <UnitChoice form={form} />}
    </fieldset>
  );
}

function UnitChoice({ form }: { form: TokenForm }) {
  const text = useAccountText();
  const [search, setSearch] = useState('');
  const found = useEndpointQuery(
    'units',
    { body: { limit: 100, offset: 0, filter: search.trim() ? { search: search.trim() } : {} } },
    { keepPrevious: true },
  );
  const units = found.data?.units ?? [];
  const locations = found.data?.locations ?? [];
  return (
    <div className="border rounded p-2 mt-2">
      <Form.Control
        type="search"
        size="sm"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-label={text('account.tokens.unitSearch')}
        placeholder={text('account.tokens.unitSearch')}
        className="mb-2"
      />
      <div className="overflow-auto" style={{ maxHeight: '14rem' }}>
        {found.isSuccess && units.length === 0 && locations.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            <AccountText id="account.tokens.noneFound" />
          </p>
        ) : null}
        {locations.length > 0 ? (
          <ChoiceGroup
            legend={text('account.tokens.locationsFound')}
            options={locations.map((place) => ({
              value: place.uuid,
              label: [place.name, place.ort].filter(Boolean).join(', '),
            }))}
            chosen={form.locations}
            toggle={form.toggleLocation}
          />
        ) : null}
        {units.length > 0 ? (
          <ChoiceGroup
            legend={text('account.tokens.unitsFound')}
            options={units.map((unit) => ({
              value: unit.seriennummer,
              label: `${unit.seriennummer} · ${unit.benennung}`,
            }))}
            chosen={form.serials}
            toggle={form.toggleSerial}
          />
        ) : null}
      </div>
    </div>
  );
}

function ChoiceGroup(props: {
  legend: string;
  options: { value: string; label: string }[];
  chosen: ReadonlySet<string>;
  toggle: (value: string, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="mb-2">
      <legend className="small fw-semibold mb-1">{props.legend}</legend>
      {props.options.map((option, index) => (
        <Form.Check
          key={option.value}
          id={`${id}-${index}`}
          checked={props.chosen.has(option.value)}
          onChange={(event) => props.toggle(option.value, event.target.checked)}
          label={option.label}
        />
      ))}
    </fieldset>
  );
}
