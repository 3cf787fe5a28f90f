import { screen } from '@testing-library/react';
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

const operator = () => testInit({ roles: ['betreiber'] });

beforeEach(() => resetHosts());

test('operators set holiday mode, screensaver, activities and DHW levels; the schema checks first', async () => {
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok({ ...menuAnswer(), installerAllowed: false }),
    // The unit keeps what is not sent, as the backend answers.
    deviceUserSettings: ({ body }) => ok({ ...menuAnswer().settings.user, ...body }),
  });
  renderDevice(`/${sn}/device/settings`, operator());
  await userEvent.click(await screen.findByRole('switch', { name: 'Urlaubsmodus eingeschaltet' }));
  await userEvent.clear(screen.getByLabelText('Beginn'));
  await userEvent.type(screen.getByLabelText('Beginn'), '2026-12-27');
  await userEvent.clear(screen.getByLabelText('Ende'));
  await userEvent.type(screen.getByLabelText('Ende'), '2026-12-20');
  await userEvent.clear(screen.getByLabelText('Schlafen'));
  await userEvent.type(screen.getByLabelText('Schlafen'), '16,5');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(screen.getByText('Das Ende liegt vor dem Beginn.')).toBeInTheDocument();
  expect(fake.requests('deviceUserSettings')).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Ende'));
  await userEvent.type(screen.getByLabelText('Ende'), '2027-01-03');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Die Einstellungen wurden gespeichert.')).toBeInTheDocument();
  expect(fake.requests('deviceUserSettings')[0]?.body).toEqual({
    holiday: { start: '2026-12-27', end: '2027-01-03', roomTemperature: 15, dhwTemperature: 40 },
    screensaverSeconds: 120,
    activities: { sleep: 16.5, home: 21, away: 16, morning: 21, evening: 21, custom: 20 },
    dhwLevels: { reduced: 40, comfort: 55 },
  });
});

test("the server's field errors show at their fields", async () => {
  fakeBackend({
    ...headerRoutes,
    deviceMenu: ok({ ...menuAnswer(), installerAllowed: false }),
    deviceUserSettings: apiError(400, 'exception.validation', {
      'dhwLevels.reduced': ['validation.device.dhwlevels'],
    }),
  });
  renderDevice(`/${sn}/device/settings`, operator());
  await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
  expect(
    await screen.findByText('Die reduzierte Warmwassertemperatur liegt über der Komforttemperatur.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Reduziert')).toHaveAttribute('aria-invalid', 'true');
});

test('saving keeps its message and the saved values when the menu is asked again with them', async () => {
  let stored = menuAnswer().settings.user;
  fakeBackend({
    ...headerRoutes,
    deviceMenu: () =>
      ok({ ...menuAnswer(), installerAllowed: false, settings: { ...menuAnswer().settings, user: stored } }),
    deviceUserSettings: ({ body }) => {
      stored = { ...stored, ...(body as typeof stored) };
      return ok(stored);
    },
  });
  renderDevice(`/${sn}/device/settings`, operator());
  const screensaver = await screen.findByLabelText('Bildschirmschoner nach (Sekunden)');
  await userEvent.clear(screensaver);
  await userEvent.type(screensaver, '300');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Die Einstellungen wurden gespeichert.')).toBeInTheDocument();
  // The menu's answer with the new settings arrived and changed nothing on the screen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('Die Einstellungen wurden gespeichert.')).toBeInTheDocument();
  expect(screen.getByLabelText('Bildschirmschoner nach (Sekunden)')).toHaveValue('300');
});
