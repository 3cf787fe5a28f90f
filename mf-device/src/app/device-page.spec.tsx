import { jest } from '@jest/globals';
import { deviceMenuLanguages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
  testInit,
} from '../components/test-utils.js';
import { unitEntry } from '@portal/web-kit/testing';
import { deviceChangedEvent, type DeviceChangedDetail } from './device-changed.js';

const other = '5199999999';

beforeEach(() => resetHosts());

function backend() {
  return fakeBackend({
    ...headerRoutes,
    units: ok({
      units: [sn, other].map((serial) => unitEntry(serial, { benennung: `Dachs ${serial.slice(-2)}` })),
      locations: [],
      totalRows: 2,
      location: null,
      locationMode: false,
    }),
    deviceMenu: ({ params }) =>
      ok(
        params.sn === other
          ? menuAnswer({ sn: other })
          : menuAnswer({}, { errorLevel: 'blocking', build: 'releaseCandidate' }),
      ),
  });
}

test('the language picker offers the five languages, switches the menu and is remembered', async () => {
  backend();
  renderDevice();
  const picker = await screen.findByRole('combobox', { name: 'Sprache' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual([...deviceMenuLanguages]);
  // The portal's language (German here) is the default.
  expect(picker).toHaveValue('de');
  expect(await screen.findByTestId('device-error-level')).toHaveTextContent('Blockierender Fehler');

  const headings: Record<string, [string, string, string]> = {
    it: ['Menu apparecchio', 'Errore bloccante', 'Lingua'],
    en: ['Device menu', 'Blocking error', 'Language'],
    nl: ['Apparaatmenu', 'Blokkerende fout', 'Taal'],
    fr: ['Menu de l’appareil', 'Erreur bloquante', 'Langue'],
  };
  let shownLabel = 'Sprache';
  for (const [language, [title, level, label]] of Object.entries(headings)) {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: shownLabel }), language);
    shownLabel = label;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId('device-error-level')).toHaveTextContent(level);
    expect(screen.getByRole('combobox', { name: label })).toHaveValue(language);
    expect(localStorage.getItem('portal.device.language')).toBe(language);
  }
});

test('an English-speaking user gets the menu in English', async () => {
  backend();
  renderDevice(`/${sn}/device`, testInit({ roles: ['partner'], language: 'en-gb' }));
  expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(await screen.findByTestId('device-build')).toHaveTextContent('Release candidate');
});

test('switching to another unit changes the current device and fires the device-changed event', async () => {
  backend();
  const events: DeviceChangedDetail[] = [];
  const listener = jest.fn((event: Event) => events.push((event as CustomEvent<DeviceChangedDetail>).detail));
  window.addEventListener(deviceChangedEvent, listener);
  try {
    renderDevice(`/${sn}/device/help`);
    const units = await screen.findByRole('combobox', { name: 'Anlage' });
    await waitFor(() => expect(within(units).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(units, other);
    expect(screen.getByTestId('location')).toHaveTextContent(`/${other}/device/help`);
    await waitFor(() => expect(events.at(-1)).toEqual({ sn: other, previous: sn }));
    expect(events.filter((detail) => detail.sn === other)).toHaveLength(1);
  } finally {
    window.removeEventListener(deviceChangedEvent, listener);
  }
});

describe('for operators', () => {
  const operatorMenu = (status: Parameters<typeof menuAnswer>[1]) => ({
    ...menuAnswer({}, status),
    installerAllowed: false,
  });

  test('plain words: no build kind, no layout reload, a notice says what it means and where to look', async () => {
    fakeBackend({ ...headerRoutes, deviceMenu: ok(operatorMenu({ errorLevel: 'warning' })) });
    renderDevice(`/${sn}/device`, testInit({ roles: ['betreiber'] }));
    expect(await screen.findByTestId('device-error-level')).toHaveTextContent('Warnung');
    expect(screen.getByTestId('device-error-level-text')).toHaveTextContent(
      'Die Anlage meldet eine Warnung, etwa eine fällige Wartung. Sie läuft weiter.',
    );
    expect(screen.getByRole('link', { name: 'Meldungen ansehen' })).toHaveAttribute('href', `/${sn}/errors`);
    expect(screen.queryByTestId('device-build')).toBeNull();
    expect(screen.queryByText('Build')).toBeNull();
    expect(screen.getByText('Softwarestand')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Layout neu laden' })).toBeNull();
  });

  test('all well is said in the badge alone, with nothing empty beside it', async () => {
    fakeBackend({ ...headerRoutes, deviceMenu: ok(operatorMenu({ errorLevel: 'ok' })) });
    renderDevice(`/${sn}/device`, testInit({ roles: ['betreiber'] }));
    expect(await screen.findByTestId('device-error-level')).toHaveTextContent('Alles in Ordnung');
    expect(screen.queryByTestId('device-error-level-text')).toBeNull();
  });
});

test('installers keep the build kind and the layout reload', async () => {
  fakeBackend({ ...headerRoutes, deviceMenu: ok(menuAnswer({}, { build: 'developer' })) });
  renderDevice(`/${sn}/device`, testInit({ roles: ['partner'] }));
  expect(await screen.findByTestId('device-build')).toHaveTextContent('Entwickler-Build');
  expect(await screen.findByRole('button', { name: 'Layout neu laden' })).toBeInTheDocument();
});
