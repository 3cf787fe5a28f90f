import { catalog, type ScreenItem } from '@portal/unit-catalog';
import { currentUnitAtom, portalStore, unitMetadata, unitValuesAtom } from '@portal/web-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testSerial as sn,
  testUnit,
} from '../../components/test-utils';
import { DataWidget } from './data-widget';
import { editingWidgetAtom } from './edit-atoms';

// Issue 44: a write to an offline unit is offered as a queued command with an expiry.

const layout = catalog().dachsII.layout;
const [pageKey, heizung] = Object.entries(layout.pages).find(([, page]) => page.name === 'heizung')!;
const warmwasser: ScreenItem = heizung.items.find((entry) => entry.id === 'heizung.warmwasser')!;
const sollKey = 'Ww_Ew.Warmwasser.sbSollTemp';

function show(online: boolean) {
  act(() => {
    portalStore.set(currentUnitAtom, { sn, unit: testUnit({ online }) });
    portalStore.set(unitValuesAtom, new Map([[sollKey, { value: 55, ts: 0 }]]));
  });
  const meta = unitMetadata(dashboardInit(), 'de-de');
  return renderPage(
    <DataWidget
      item={warmwasser}
      pageKey={pageKey}
      sn={sn}
      meta={meta}
      minHeight={undefined}
      size={{ width: 6, height: 4 }}
      collapsedByPage={false}
    />,
  );
}

const card = () => screen.getByRole('region', { name: 'Warmwasser' });
const sollInput = () => within(card()).getByRole('textbox', { name: /Solltemperatur/ });

async function editTo(value: string) {
  const user = userEvent.setup();
  await user.click(within(card()).getByRole('button', { name: /Bearbeiten/ }));
  await user.clear(sollInput());
  await user.type(sollInput(), value);
  return user;
}

beforeEach(() => {
  resetHosts();
  portalStore.set(editingWidgetAtom, null);
});
afterEach(() => act(() => portalStore.set(currentUnitAtom, null)));

it('offers an offline unit a queued write with an expiry, 24 h unless chosen, and says it waits', async () => {
  const backend = fakeBackend({
    canipWrite: ok({
      success: true,
      errorKeys: [],
      errors: {},
      message: '',
      values: {},
      commandId: 7,
      queued: true,
    }),
  });
  show(false);
  const user = await editTo('60');
  expect(within(card()).getByRole('status')).toHaveTextContent(
    'Die Anlage ist offline. Die Werte warten in der Warteschlange',
  );
  const expiry = within(card()).getByRole('combobox', { name: 'Warten höchstens' });
  expect(expiry).toHaveDisplayValue('24 Stunden');
  expect(
    within(expiry)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['1 Stunde', '6 Stunden', '24 Stunden', '3 Tage', '7 Tage']);
  await user.selectOptions(expiry, '3 Tage');
  await user.click(within(card()).getByRole('button', { name: 'In Warteschlange' }));
  await waitFor(() => expect(portalStore.get(editingWidgetAtom)).toBeNull());
  expect(backend.requests('canipWrite')[0]?.body).toEqual({
    action: 'writeValues',
    values: { [sollKey]: 60 },
    expiresInHours: 72,
  });
  // Not written yet: the widget keeps the unit's value, and the toast says why.
  expect(within(card()).getByText('55,0 °C')).toBeInTheDocument();
  const toast = (await screen.findByText('Wartet auf die Anlage')).closest('.toast');
  expect(toast).toHaveClass('bg-info');
  expect(toast).toHaveTextContent(
    'Warmwasser: Die Anlage ist offline. Die Werte werden gesendet und zurückgelesen, sobald sie wieder online ist (höchstens 3 Tage).',
  );
  expect(screen.queryByText('Gespeichert')).toBeNull();
});

it('an online unit is written at once, without an expiry', async () => {
  const backend = fakeBackend({
    canipWrite: ok({ success: true, errorKeys: [], errors: {}, message: '', values: { [sollKey]: 60 } }),
  });
  show(true);
  const user = await editTo('60');
  expect(within(card()).queryByRole('combobox', { name: 'Warten höchstens' })).toBeNull();
  await user.click(within(card()).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(portalStore.get(editingWidgetAtom)).toBeNull());
  expect(backend.requests('canipWrite')[0]?.body).toEqual({
    action: 'writeValues',
    values: { [sollKey]: 60 },
  });
  expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
});
