import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
  testInit,
} from '../../../components/test-utils.js';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  resetHosts();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const operator = () => testInit({ roles: ['betreiber'] });

test('failing unit list, partners and layout reload are logged and shown as alerts', async () => {
  fakeBackend({
    deviceMenu: ok(menuAnswer()),
    units: apiError(500, 'exception.error'),
    partners: apiError(500, 'exception.error'),
    canipReloadLayout: apiError(500, 'exception.error'),
  });
  renderDevice(`/${sn}/device`, operator());
  expect(await screen.findByText('Die Anlagen konnten nicht geladen werden.')).toBeInTheDocument();
  expect(await screen.findByText('Der Fachpartner konnte nicht geladen werden.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Layout neu laden' }));
  expect(await screen.findByText('Das Layout konnte nicht neu geladen werden.')).toBeInTheDocument();
  expect(consoleError.mock.calls.map(([first]) => String(first))).toEqual(
    expect.arrayContaining([
      'Device menu: unitsFailed',
      'Device menu: partnersFailed',
      'Device menu: reloadFailed',
    ]),
  );
});

test('a 401 is logged but shows no alert (the session has gone to the login page)', async () => {
  fakeBackend({
    deviceMenu: ok(menuAnswer()),
    units: apiError(401, 'exception.loginrequired'),
    partners: ok({ partners: [] }),
  });
  renderDevice(`/${sn}/device`, operator());
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith('Device menu: unitsFailed', expect.anything()),
  );
  expect(screen.queryByText('Die Anlagen konnten nicht geladen werden.')).toBeNull();
});

test('operators see their partner as the contact; the layout reload confirms', async () => {
  fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer()),
    partners: ok({
      partners: [
        {
          uuid: 'p1',
          vname: 'Heiko',
          name: 'Wärme GmbH',
          anschrift1: '',
          anschrift2: '',
          anschrift3: '',
          land: 'DE',
          plz: '97421',
          ort: 'Schweinfurt',
          telefon: '09721 1234',
          mobil: '',
          telefax: '',
          mail: 'info@waerme.example',
        },
      ],
    }),
    canipReloadLayout: ok({ layout: {}, charts: [] }),
  });
  renderDevice(`/${sn}/device`, operator());
  expect(await screen.findByTestId('device-partner')).toHaveTextContent(
    'Ihr Fachpartner: Wärme GmbH (Heiko) · 09721 1234',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Layout neu laden' }));
  expect(await screen.findByText('Das Layout wurde neu geladen.')).toBeInTheDocument();
});
