import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { externSerialFor } from '@portal/contracts';
import { browserPage, currentUserAtom, formatSerial, portalStore } from '@portal/web-kit';
import { MigratePage } from './migrate-page.js';

const loginAs = (login: string, roles: string[]) =>
  testInit({ roles, data: { ...testInit().user!.data, login } });

function renderMigrate(init = loginAs('betreiber', ['betreiber'])) {
  return renderPage(<MigratePage />, { init, path: '/migrate', route: '/migrate' });
}

const field = (label: RegExp) => screen.getByLabelText(label);

beforeEach(() => resetHosts());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('forms per role', () => {
  test('legacy operators move their account by e-mail and may add external units', () => {
    renderMigrate(loginAs('betreiberold', ['betreiberold']));
    expect(screen.getByRole('heading', { name: 'Zugang übernehmen' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'E-Mail-Adresse',
      'Externe Anlage',
    ]);
  });

  test('operators add old units or external units', () => {
    renderMigrate();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Alte Anlage',
      'Externe Anlage',
    ]);
  });

  test('the extern role gets only the external-unit form', () => {
    renderMigrate(loginAs('extern', ['extern']));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: 'Externe Anlage hinzufügen' })).toBeInTheDocument();
  });

  test('demo users and partners have nothing to migrate', () => {
    renderMigrate(loginAs('demo', ['demo']));
    expect(screen.getByText('Für Ihren Zugang gibt es hier nichts zu übernehmen.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('e-mail migration', () => {
  test('submits only a valid address entered twice, then logs out after 10 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const assign = jest.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    const backend = fakeBackend({ migrate: ok({ result: 'success' }) });
    renderMigrate(loginAs('betreiberold', ['betreiberold']));
    const submit = screen.getByRole('button', { name: 'Zugang übernehmen' });
    expect(submit).toBeDisabled();

    await user.type(field(/^E-Mail-Adresse \*$/), 'helga.vogel@example');
    await user.type(field(/^E-Mail-Adresse wiederholen/), 'helga.vogel@example');
    // Equal but not a valid address.
    expect(submit).toBeDisabled();
    await user.clear(field(/^E-Mail-Adresse \*$/));
    await user.type(field(/^E-Mail-Adresse \*$/), 'helga.vogel@example.de');
    await user.clear(field(/^E-Mail-Adresse wiederholen/));
    await user.type(field(/^E-Mail-Adresse wiederholen/), 'helga.vogel@example.dx');
    expect(submit).toBeDisabled();
    expect(field(/^E-Mail-Adresse wiederholen/)).toHaveAccessibleDescription(
      'Die E-Mail-Adressen stimmen nicht überein.',
    );
    await user.type(field(/^E-Mail-Adresse wiederholen/), '{Backspace}e');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Zugang übernommen')).toBeInTheDocument();
    expect(modal).toHaveTextContent('Sie werden in 10 Sekunden abgemeldet.');
    expect(backend.requests('migrate')[0]?.body).toEqual({
      email: 'helga.vogel@example.de',
      emailRepeat: 'helga.vogel@example.de',
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(modal).toHaveTextContent('Sie werden in 1 Sekunden abgemeldet.');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(assign).toHaveBeenCalledWith('/logout?returnUrl=%2Floggedout');
  });

  test('closing the success dialog logs out at once', async () => {
    const user = userEvent.setup({ delay: null });
    const assign = jest.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
    fakeBackend({ migrate: ok({ result: 'success' }) });
    renderMigrate(loginAs('betreiberold', ['betreiberold']));
    await user.type(field(/^E-Mail-Adresse \*$/), 'helga.vogel@example.de');
    await user.type(field(/^E-Mail-Adresse wiederholen/), 'helga.vogel@example.de');
    await user.click(screen.getByRole('button', { name: 'Zugang übernehmen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Jetzt abmelden' }),
    );
    expect(assign).toHaveBeenCalledWith('/logout?returnUrl=%2Floggedout');
  });

  test('a refusal is shown as a warning with the message', async () => {
    const user = userEvent.setup({ delay: null });
    fakeBackend({ migrate: apiError(403, 'exception.rolemissing') });
    renderMigrate(loginAs('betreiberold', ['betreiberold']));
    await user.type(field(/^E-Mail-Adresse \*$/), 'helga.vogel@example.de');
    await user.type(field(/^E-Mail-Adresse wiederholen/), 'helga.vogel@example.de');
    await user.click(screen.getByRole('button', { name: 'Zugang übernehmen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('alert-warning');
    expect(alert).toHaveTextContent('Ihnen fehlt die Berechtigung (Rolle) für diese Aktion.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('old unit', () => {
  test('needs serial and password; wrong ones are refused, right ones lead back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const backend = fakeBackend({
      migrate: () =>
        ++attempts === 1
          ? apiError(403, 'exception.oldunitcredentials')
          : ok({ result: 'success', sn: '1100000042' }),
      init: ok(testInit()),
    });
    renderMigrate();
    const submit = screen.getByRole('button', { name: 'Anlage hinzufügen' });
    expect(submit).toBeDisabled();
    await user.type(field(/^Seriennummer/), '1100000042');
    expect(submit).toBeDisabled();
    await user.type(field(/^Anlagenpasswort/), 'falsch');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Seriennummer oder Anlagenpasswort falsch.');

    await user.clear(field(/^Anlagenpasswort/));
    await user.type(field(/^Anlagenpasswort/), 'richtig');
    await user.click(submit);
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Die Anlage 11 0000 0042 gehört jetzt zu Ihrem Zugang.');
    await user.click(within(modal).getByRole('button', { name: 'Zur Anlagenliste' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(backend.requests('migrate').map((request) => request.body)).toEqual([
      { seriennummer: '1100000042', password: 'falsch' },
      { seriennummer: '1100000042', password: 'richtig' },
    ]);
  });
});

describe('external unit', () => {
  test('extern users register the serial their login stands for; serial and plz are needed, the plz has 5 digits', async () => {
    const user = userEvent.setup({ delay: null });
    const fixed = externSerialFor('extern');
    const registered = loginAs('extern', ['extern']);
    registered.user!.hkaCount = 1;
    const backend = fakeBackend({
      migrate: ok({ result: 'success', sn: fixed }),
      init: ok(registered),
    });
    renderMigrate({ ...registered, user: { ...registered.user!, hkaCount: 0 } });
    const serial = field(/^Seriennummer/);
    // The serial the server registers, as the portal shows serials; not the login.
    expect(serial).toHaveValue(formatSerial(fixed));
    expect(fixed).toMatch(/^53\d{8}$/);
    expect(serial).toHaveAttribute('readonly');
    const submit = screen.getByRole('button', { name: 'Externe Anlage hinzufügen' });
    expect(submit).toBeDisabled();

    await user.type(field(/^PLZ des Aufstellorts/), '2453');
    expect(submit).toBeEnabled();
    await user.selectOptions(field(/^Typ/), 'Dachs Pro F20');
    await user.click(submit);
    expect(field(/^PLZ des Aufstellorts/)).toHaveAccessibleDescription(
      'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    );
    // Not filled in yet: missing, not invalid.
    expect(field(/^Inbetriebnahme/)).toHaveAccessibleDescription('Pflichtfeld.');
    expect(backend.requests('migrate')).toHaveLength(0);

    await user.type(field(/^PLZ des Aufstellorts/), '1');
    await user.type(field(/^Inbetriebnahme/), '2024-05-02');
    await user.click(submit);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      `Die Anlage ${formatSerial(fixed)} gehört jetzt zu Ihrem Zugang.`,
    );
    // The side menu counts the new unit at once, before the dialog is left (issue 40, 40).
    expect(backend.requests('init')).toHaveLength(1);
    expect(portalStore.get(currentUserAtom)?.hkaCount).toBe(1);
    expect(backend.requests('migrate')[0]?.body).toEqual({
      serial: fixed,
      plz: '24531',
      type: 'ext_se_prof20',
      ibDate: '2024-05-02',
      extern: true,
    });
  });

  test('a commissioning date in the future is refused before sending; the calendar stops at today', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = fakeBackend({});
    renderMigrate(loginAs('extern', ['extern']));
    const date = field(/^Inbetriebnahme/);
    expect(date.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.type(field(/^PLZ des Aufstellorts/), '24531');
    await user.type(date, `${new Date().getFullYear() + 1}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Externe Anlage hinzufügen' }));
    expect(date).toHaveAccessibleDescription('Das Datum darf nicht in der Zukunft liegen.');
    expect(backend.requests('migrate')).toHaveLength(0);
  });

  test('operators type the serial themselves', async () => {
    const user = userEvent.setup({ delay: null });
    renderMigrate();
    await user.click(screen.getByRole('tab', { name: 'Externe Anlage' }));
    const panel = within(screen.getByRole('tabpanel'));
    const serial = panel.getByLabelText(/^Seriennummer/);
    expect(serial).toHaveValue('');
    expect(serial).not.toHaveAttribute('readonly');
    await user.type(panel.getByLabelText(/^PLZ des Aufstellorts/), '97082');
    expect(panel.getByRole('button', { name: 'Externe Anlage hinzufügen' })).toBeDisabled();
    await user.type(serial, '5300000001');
    expect(panel.getByRole('button', { name: 'Externe Anlage hinzufügen' })).toBeEnabled();
  });
});
