import { jest } from '@jest/globals';
import { catalog, type ScreenItem } from '@portal/unit-catalog';
import { portalStore, unitMetadata, unitValuesAtom, Link } from '@portal/web-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
} from '../../components/test-utils';
import { DataWidget } from './data-widget';
import { editingWidgetAtom } from './edit-atoms';

const sn = '5123456789';
const layout = catalog().dachsII.layout;
const [pageKey, heizung] = Object.entries(layout.pages).find(([, page]) => page.name === 'heizung')!;
const item = (id: string): ScreenItem => heizung.items.find((entry) => entry.id === id)!;
const warmwasser = item('heizung.warmwasser');
const kurve = item('heizung.heizkurveWerte');
const sollKey = 'Ww_Ew.Warmwasser.sbSollTemp';

function Widgets() {
  const meta = unitMetadata(dashboardInit(), 'de-de');
  const common = {
    pageKey,
    sn,
    meta,
    minHeight: undefined,
    size: { width: 6, height: 4 },
    collapsedByPage: false,
  };
  return (
    <>
      <DataWidget item={warmwasser} {...common} />
      <DataWidget item={kurve} {...common} />
      <Link to="/elsewhere">weg</Link>
    </>
  );
}

function show(init = dashboardInit()) {
  act(() =>
    portalStore.set(
      unitValuesAtom,
      new Map([
        [sollKey, { value: 55, ts: 0 }],
        ['Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag', { value: 0, ts: 0 }],
      ]),
    ),
  );
  return renderPage(<Widgets />, { init, path: '/w', route: '/:any' });
}

const widget = (name: string) => screen.getByRole('region', { name });
const sollInput = () => screen.getByRole('textbox', { name: /Warmwasser-Solltemperatur|Solltemperatur/ });

beforeEach(() => {
  resetHosts();
  portalStore.set(editingWidgetAtom, null);
});

it('shows edit only where contents are editable, and never to demo users', () => {
  show();
  expect(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ })).toBeInTheDocument();
  show(dashboardInit({ roles: ['demo'] }));
  expect(screen.queryAllByRole('button', { name: /Bearbeiten/ })).toHaveLength(0);
});

it('keeps one widget in edit mode at a time and clears the buffer of the one that leaves', async () => {
  const user = userEvent.setup();
  show();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  await user.clear(sollInput());
  await user.type(sollInput(), '60');
  await user.click(within(widget('Heizkurvenparameter')).getByRole('button', { name: /Bearbeiten/ }));
  expect(within(widget('Warmwasser')).queryByRole('button', { name: 'Speichern' })).toBeNull();
  expect(within(widget('Heizkurvenparameter')).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  // The earlier edit is gone: the field shows the live value again.
  expect(sollInput()).toHaveValue('55');
});

it('enables save only with a buffered value and no edit error; cancel drops the edit', async () => {
  const user = userEvent.setup();
  show();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  const save = within(widget('Warmwasser')).getByRole('button', { name: 'Speichern' });
  expect(save).toBeDisabled();
  await user.clear(sollInput());
  await user.type(sollInput(), 'abc');
  expect(save).toBeDisabled();
  await user.clear(sollInput());
  await user.type(sollInput(), '60');
  expect(save).toBeEnabled();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: 'Abbrechen' }));
  expect(portalStore.get(editingWidgetAtom)).toBeNull();
  expect(within(widget('Warmwasser')).getByText('55,0 °C')).toBeInTheDocument();
});

it('saves the buffered values, shows the read-back value and leaves edit mode', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({
    canipWrite: ok({
      success: true,
      errorKeys: [],
      errors: {},
      message: '',
      values: { [sollKey]: 60 },
    }),
  });
  show();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  await user.clear(sollInput());
  await user.type(sollInput(), '60');
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(portalStore.get(editingWidgetAtom)).toBeNull());
  expect(backend.requests('canipWrite')[0]?.body).toEqual({
    action: 'writeValues',
    values: { [sollKey]: 60 },
  });
  expect(within(widget('Warmwasser')).getByText('60,0 °C')).toBeInTheDocument();
  // Confirmed: a success toast names the widget.
  const toast = (await screen.findByText('Gespeichert')).closest('.toast');
  expect(toast).toHaveClass('bg-success');
  expect(toast).toHaveTextContent('Gespeichert');
  expect(toast).toHaveTextContent('Warmwasser: Die Anlage hat die neuen Werte übernommen.');
});

it('a save the unit refuses in part keeps the refused value in edit with its reason; the others show their new value', async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const tagKey = 'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag';
  const nachtKey = 'Hk_Ew.Heizkreis1.Heizkurve.sbParallelNacht';
  const answers = [
    ok({
      success: false,
      errorKeys: [nachtKey],
      errors: { [nachtKey]: 'write.range' },
      message: '',
      values: { [tagKey]: 3, [nachtKey]: 0 },
    }),
    ok({ success: true, errorKeys: [], errors: {}, message: '', values: { [nachtKey]: 2 } }),
  ];
  const backend = fakeBackend({ canipWrite: () => answers.shift()! });
  show();
  const card = widget('Heizkurvenparameter');
  const input = (name: string) => within(card).getByRole('textbox', { name });
  await user.click(within(card).getByRole('button', { name: /Bearbeiten/ }));
  await user.clear(input('Parallelverschiebung Tag'));
  await user.type(input('Parallelverschiebung Tag'), '3');
  await user.clear(input('Parallelverschiebung Nacht'));
  await user.type(input('Parallelverschiebung Nacht'), '4');
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));
  // Said at once which value was refused and why, and nothing claims success.
  const alert = await within(card).findByRole('alert');
  expect(alert).toHaveTextContent('Die Anlage hat 1 Wert nicht übernommen.');
  expect(alert).toHaveTextContent(
    'Parallelverschiebung Nacht: Der gewählte Wert liegt außerhalb des zulässigen Bereichs',
  );
  expect(screen.queryByText('Gespeichert')).toBeNull();
  // The refused value stays in edit as typed, its reason below it; the accepted one shows its new value.
  expect(portalStore.get(editingWidgetAtom)).not.toBeNull();
  expect(input('Parallelverschiebung Nacht')).toHaveValue('4');
  expect(within(card).getByText(/^Nicht übernommen: Der gewählte Wert/)).toBeInTheDocument();
  expect(within(card).queryByRole('textbox', { name: 'Parallelverschiebung Tag' })).toBeNull();
  const tagRow = within(card).getByText('Parallelverschiebung Tag').closest('.mfd-value-row');
  expect(tagRow).toHaveTextContent('3');
  // Saving again sends only the corrected value; a full success then leaves edit mode.
  await user.clear(input('Parallelverschiebung Nacht'));
  await user.type(input('Parallelverschiebung Nacht'), '2');
  await user.click(within(card).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(portalStore.get(editingWidgetAtom)).toBeNull());
  expect(backend.requests('canipWrite')[1]?.body).toEqual({
    action: 'writeValues',
    values: { [nachtKey]: 2 },
  });
  expect(within(card).queryByRole('alert')).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

it('keeps the edit and shows a persistent danger toast with the server text when saving fails', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipWrite: apiError(503, 'exception.unitoffline') });
  show();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  await user.clear(sollInput());
  await user.type(sollInput(), '61');
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: 'Speichern' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Fehler');
  expect(toast).toHaveTextContent('Die Anlage ist zurzeit nicht erreichbar.');
  expect(sollInput()).toHaveValue('61');
  expect(portalStore.get(editingWidgetAtom)).not.toBeNull();
});

it('leaves edit mode on a route change', async () => {
  const user = userEvent.setup();
  show();
  await user.click(within(widget('Warmwasser')).getByRole('button', { name: /Bearbeiten/ }));
  expect(portalStore.get(editingWidgetAtom)).not.toBeNull();
  act(() => {
    fireEvent.click(screen.getByRole('link', { name: 'weg' }));
  });
  await waitFor(() => expect(portalStore.get(editingWidgetAtom)).toBeNull());
});

it('the heating curve’s 9 settings show as rows without a ring chart: a set point’s share of its range says nothing (issue 40)', () => {
  show();
  const card = widget('Heizkurvenparameter');
  expect(within(card).queryByRole('img', { name: /^Ringdiagramm/ })).toBeNull();
  expect(card.querySelectorAll('[data-ring-marker]')).toHaveLength(0);
  expect(card.querySelectorAll('.mfd-value-row')).toHaveLength(9);
  expect(within(card).getByText('Parallelverschiebung Tag').closest('.mfd-value-row')).toHaveTextContent(/0/);
});
