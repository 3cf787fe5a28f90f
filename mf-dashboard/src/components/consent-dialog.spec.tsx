import { powerAnswer } from '../widgets/chart/chart-fixtures.js';
import { jest } from '@jest/globals';
import type { InitResponse } from '@portal/contracts';
import { type ConnectedUnit, currentUnitAtom, portalStore, useEndpointQuery } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiError, dashboardInit, fakeBackend, ok, renderPage, resetHosts } from './test-utils.js';
import { ConsentDialog, type ConsentMap, consentOkVariant } from './consent-dialog.js';

const sn = '5123456789';
const all: ConsentMap = { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true };
const none: ConsentMap = { DACHSWEB: false, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: false };

const web = () => screen.getByRole('checkbox', { name: 'Daten ins Portal übertragen' });
const brand = (name = 'Dachs') =>
  screen.getByRole('checkbox', { name: `Fernzugriff für den Hersteller (${name})` });
const partner = () => screen.getByRole('checkbox', { name: 'Fernzugriff für Ihren Fachpartner' });
const saveButton = () => screen.getByRole('button', { name: 'Speichern' });
const location = () => screen.getByTestId('location').textContent;

function Harness({
  consents,
  failure,
  onClose,
}: {
  consents: ConsentMap;
  failure: 'toast' | 'alert';
  onClose: (saved: ConsentMap | null) => void;
}) {
  const [show, setShow] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        öffnen
      </button>
      <ConsentDialog
        sn={sn}
        consents={consents}
        show={show}
        failure={failure}
        onClose={(saved) => {
          onClose(saved);
          setShow(false);
        }}
      />
    </>
  );
}

function open(consents: ConsentMap, failure: 'toast' | 'alert' = 'toast', init?: InitResponse) {
  const onClose = jest.fn<(saved: ConsentMap | null) => void>();
  renderPage(<Harness consents={consents} failure={failure} onClose={onClose} />, {
    init: init ?? dashboardInit(),
    path: `/${sn}/settings`,
    route: '/:sn/settings',
  });
  return onClose;
}

beforeEach(() => {
  resetHosts();
  portalStore.set(currentUnitAtom, {
    sn,
    unit: { seriennummer: sn, module: 'L1', zustimmungMap: none } as ConnectedUnit,
  });
});

test('shows the three consents with explanations, starting from the unit’s map', () => {
  open({ DACHSWEB: true, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: true });
  expect(screen.getByRole('dialog', { name: 'Datenschutz: Ihre Zustimmung' })).toBeInTheDocument();
  expect(web()).toBeChecked();
  expect(brand()).not.toBeChecked();
  expect(partner()).toBeChecked();
  expect(web()).toHaveAccessibleDescription(/Betriebsdaten/);
  expect(partner()).toHaveAccessibleDescription(/Fachhandwerksbetrieb/);
});

test('the brand consent key follows the portal’s brand', async () => {
  const user = userEvent.setup();
  const init = dashboardInit();
  const backend = fakeBackend({
    canipZustimmung: ({ body }) => ok(body),
  });
  open({ DACHSWEB: true, FERNZUGRIFF_REMEHA: true, FERNZUGRIFF_PARTNER: false }, 'toast', {
    ...init,
    app: { ...init.app, brand: 'remeha' },
  });
  expect(brand('Remeha')).toBeChecked();
  await user.click(saveButton());
  await waitFor(() => expect(backend.requests('canipZustimmung')).toHaveLength(1));
  expect(backend.requests('canipZustimmung')[0]?.body).toEqual({
    DACHSWEB: true,
    FERNZUGRIFF_REMEHA: true,
    FERNZUGRIFF_PARTNER: false,
  });
});

test('DACHSWEB off forces both remote-access consents off and disables them', async () => {
  const user = userEvent.setup();
  open(all);
  await user.click(web());
  expect(brand()).not.toBeChecked();
  expect(partner()).not.toBeChecked();
  expect(brand()).toBeDisabled();
  expect(partner()).toBeDisabled();

  await user.click(web());
  expect(web()).toBeChecked();
  expect(brand()).toBeEnabled();
  expect(brand()).not.toBeChecked();
  await user.click(brand());
  expect(brand()).toBeChecked();
});

test('a map without DACHSWEB opens with the remote-access consents off and disabled', () => {
  open({ DACHSWEB: false, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true });
  expect(brand()).not.toBeChecked();
  expect(partner()).toBeDisabled();
});

test('the OK colour: success with all, warning (with the close hint) when a remote consent is off, danger without DACHSWEB', async () => {
  const user = userEvent.setup();
  open(all);
  expect(saveButton()).toHaveClass('btn-success');
  expect(screen.queryByTestId('consent-hint')).toBeNull();

  await user.click(partner());
  expect(saveButton()).toHaveClass('btn-warning');
  expect(screen.getByTestId('consent-hint')).toHaveTextContent(
    'Ohne Fernzugriff können Hersteller und Fachpartner',
  );

  await user.click(partner());
  await user.click(brand());
  expect(saveButton()).toHaveClass('btn-warning');

  await user.click(web());
  expect(saveButton()).toHaveClass('btn-danger');
  expect(screen.getByTestId('consent-hint')).toHaveTextContent('Ohne Datenübertragung');
  expect(screen.getByTestId('consent-hint')).not.toHaveTextContent('Ohne Fernzugriff');
});

test('consentOkVariant', () => {
  expect(consentOkVariant(all, 'dachs')).toBe('success');
  expect(consentOkVariant({ ...all, FERNZUGRIFF_DACHS: false }, 'dachs')).toBe('warning');
  // The brand's own key counts, not another brand's.
  expect(consentOkVariant(all, 'remeha')).toBe('warning');
  expect(consentOkVariant({ ...all, FERNZUGRIFF_REMEHA: true }, 'remeha')).toBe('success');
  expect(consentOkVariant({ ...all, DACHSWEB: false }, 'dachs')).toBe('danger');
});

test('saving with DACHSWEB sends the choice, updates the current unit and closes with the saved map', async () => {
  const user = userEvent.setup();
  const saved = { DACHSWEB: true, FERNZUGRIFF_DACHS: false, FERNZUGRIFF_PARTNER: true };
  const backend = fakeBackend({ canipZustimmung: ok(saved) });
  const onClose = open(none);
  await user.click(web());
  await user.click(partner());
  await user.click(saveButton());

  await waitFor(() => expect(onClose).toHaveBeenCalledWith(saved));
  expect(backend.requests('canipZustimmung')[0]?.body).toEqual(saved);
  expect(portalStore.get(currentUnitAtom)?.unit.zustimmungMap).toEqual(saved);
  expect(location()).toBe(`/${sn}/settings`);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

/** A chart's query as the chart widget asks it: refused while no consent was given. */
function ChartProbe() {
  const chart = useEndpointQuery('chartData', {
    params: { sn },
    body: { name: 'leistung', zoneIndex: 0, start: 0 },
  });
  return <output data-testid="chart">{chart.isError ? 'refused' : chart.data ? 'loaded' : 'loading'}</output>;
}

test('on the dashboard a save is confirmed by a toast and a refused chart asks again', async () => {
  const user = userEvent.setup();
  let given = false;
  const backend = fakeBackend({
    canipZustimmung: () => {
      given = true;
      return ok(all);
    },
    chartData: () => (given ? ok(powerAnswer()) : apiError(403, 'exception.consentrequired')),
  });
  const onClose = jest.fn<(saved: ConsentMap | null) => void>();
  renderPage(
    <>
      <ChartProbe />
      <Harness consents={none} failure="alert" onClose={onClose} />
    </>,
    { init: dashboardInit(), path: `/${sn}/dashboard`, route: '/:sn/dashboard' },
  );
  await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent('refused'));
  await user.click(web());
  await user.click(saveButton());

  expect(await screen.findByText('Ihre Zustimmungen wurden gespeichert.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent('loaded'));
  expect(backend.requests('chartData').length).toBeGreaterThanOrEqual(2);
});

test('saving without DACHSWEB goes to the unit list', async () => {
  const user = userEvent.setup();
  fakeBackend({ canipZustimmung: ok(none) });
  const onClose = open(all);
  await user.click(web());
  await user.click(saveButton());
  await waitFor(() => expect(location()).toBe('/'));
  expect(onClose).not.toHaveBeenCalled();
  expect(portalStore.get(currentUnitAtom)?.unit.zustimmungMap).toEqual(none);
});

test('cancel goes to the unit list when DACHSWEB was never granted', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({});
  const onClose = open({ DACHSWEB: false });
  await user.click(web());
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(location()).toBe('/');
  expect(onClose).not.toHaveBeenCalled();
  expect(backend.fetch).not.toHaveBeenCalled();
});

test('cancel (or the close button) with DACHSWEB granted just closes, with null', async () => {
  const user = userEvent.setup();
  const backend = fakeBackend({});
  const onClose = open(all);
  await user.click(partner());
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(onClose).toHaveBeenCalledWith(null);
  expect(location()).toBe(`/${sn}/settings`);

  await user.click(screen.getByRole('button', { name: 'öffnen' }));
  // Reopened: the unit's consents again, not the abandoned choice.
  expect(await screen.findByRole('checkbox', { name: 'Fernzugriff für Ihren Fachpartner' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Schließen' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(onClose).toHaveBeenLastCalledWith(null);
  expect(backend.fetch).not.toHaveBeenCalled();
});

test("failure 'toast': a danger toast with the answer; the dialog stays open", async () => {
  const user = userEvent.setup();
  fakeBackend({ canipZustimmung: apiError(403, 'exception.accessdeniedunit') });
  const onClose = open(all, 'toast');
  await user.click(saveButton());

  const toast = await screen.findByRole('alert');
  expect(toast).toHaveClass('bg-danger');
  expect(toast).toHaveTextContent('Fehler');
  expect(toast).toHaveTextContent(/Zugriff/);
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(saveButton()).toBeEnabled();
  expect(onClose).not.toHaveBeenCalled();
});

test("failure 'alert': an alert with the answer inside the dialog, no toast", async () => {
  const user = userEvent.setup();
  fakeBackend({ canipZustimmung: apiError(500, 'exception.internal') });
  const onClose = open(all, 'alert');
  await user.click(saveButton());

  const dialog = screen.getByRole('dialog');
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Fehler');
  expect(alert.textContent).toContain(apiErrorText(500));
  expect(document.querySelector('.toast')).toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  expect(location()).toBe(`/${sn}/settings`);
});

function apiErrorText(status: number): string {
  return (apiError(status, 'exception.internal').body as { message: string }).message;
}
