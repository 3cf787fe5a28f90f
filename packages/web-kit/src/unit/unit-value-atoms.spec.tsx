import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { portalStore } from '../state/store.js';
import { unitValuesAtom } from './current-unit.js';
import { unitValueAtom, useUnitValues } from './unit-value-atoms.js';
import type { UnitValue } from './unit-values.js';

const renders = new Map<string, number>();

/** A widget showing the value of one key, counting its renders. */
function Shows({ name, dataKey }: { name: string; dataKey: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const value = useUnitValues();
  return <output aria-label={name}>{JSON.stringify(value(dataKey) ?? null)}</output>;
}

function setValues(entries: Record<string, number>) {
  act(() =>
    portalStore.set(unitValuesAtom, (current) => {
      const next = new Map(current);
      for (const [key, value] of Object.entries(entries)) next.set(key, { value, ts: 1 });
      return next;
    }),
  );
}

beforeEach(() => {
  renders.clear();
  portalStore.set(unitValuesAtom, new Map());
});

it('re-renders a widget when a key it shows changes, not when another key does', () => {
  render(
    <StrictMode>
      <Shows name="power" dataKey="Hka_Mw1.sWirkleistung" />
      <Shows name="outside" dataKey="Hka_Mw1.Temp.sbAussen" />
    </StrictMode>,
  );
  const before = { power: renders.get('power'), outside: renders.get('outside') };

  setValues({ 'Hka_Mw1.sWirkleistung': 5.2 });
  expect(screen.getByRole('status', { name: 'power' })).toHaveTextContent('5.2');
  expect(renders.get('outside')).toBe(before.outside);
  expect(renders.get('power')).toBeGreaterThan(before.power ?? 0);

  const powerRenders = renders.get('power');
  setValues({ 'Hka_Mw1.Temp.sbAussen': 7 });
  expect(screen.getByRole('status', { name: 'outside' })).toHaveTextContent('7');
  expect(renders.get('power')).toBe(powerRenders);
});

it('follows a key first read in a later render', () => {
  function Switching() {
    const value = useUnitValues();
    const [key, setKey] = useState('a');
    return (
      <button type="button" onClick={() => setKey('b')}>
        {JSON.stringify(value(key) ?? null)}
      </button>
    );
  }
  render(<Switching />);
  act(() => screen.getByRole('button').click());
  setValues({ b: 3 });
  expect(screen.getByRole('button')).toHaveTextContent('3');
});

it('keeps one atom per key and sees values written before it subscribed', () => {
  expect(unitValueAtom('x')).toBe(unitValueAtom('x'));
  const value: UnitValue = { value: 1, ts: 1 };
  portalStore.set(unitValuesAtom, new Map([['x', value]]));
  expect(portalStore.get(unitValueAtom('x'))).toBe(value);
});
