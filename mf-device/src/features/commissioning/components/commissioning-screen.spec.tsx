import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeBackend,
  headerRoutes,
  menuAnswer,
  ok,
  renderDevice,
  resetHosts,
  sn,
} from '../../../components/test-utils.js';

beforeEach(() => resetHosts());

test('saving and reverting the commissioning settings each ask first', async () => {
  let savedAt: number | null = null;
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: () => ok(menuAnswer({ installer: true }, { commissioningSavedAt: savedAt })),
    deviceCommissioning: ({ body }) => {
      if ((body as { action: string }).action === 'save') savedAt = Date.UTC(2026, 10, 27, 9, 30);
      return ok({ savedAt, reverted: (body as { action: string }).action === 'revert' });
    },
  });
  renderDevice(`/${sn}/device/commissioning`);
  expect(await screen.findByTestId('commissioning-saved-at')).toHaveTextContent('noch keine');
  expect(
    screen.getByRole('button', { name: 'Auf Inbetriebnahme-Einstellungen zurücksetzen' }),
  ).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Als Inbetriebnahme-Einstellungen speichern' }));
  const dialog = await screen.findByRole('dialog', { name: 'Als Inbetriebnahme-Einstellungen speichern' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(fake.requests('deviceCommissioning')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Als Inbetriebnahme-Einstellungen speichern' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Als Inbetriebnahme-Einstellungen speichern',
    }),
  );
  expect(
    await screen.findByText('Die Einstellungen wurden als Inbetriebnahme-Einstellungen gespeichert.'),
  ).toBeInTheDocument();
  expect(await screen.findByTestId('commissioning-saved-at')).toHaveTextContent(
    'Zuletzt gespeichert: 27.11.2026',
  );

  await userEvent.click(
    screen.getByRole('button', { name: 'Auf Inbetriebnahme-Einstellungen zurücksetzen' }),
  );
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Auf Inbetriebnahme-Einstellungen zurücksetzen',
    }),
  );
  expect(
    await screen.findByText('Die Inbetriebnahme-Einstellungen wurden wiederhergestellt.'),
  ).toBeInTheDocument();
  expect(fake.requests('deviceCommissioning').map((request) => request.body)).toEqual([
    { action: 'save' },
    { action: 'revert' },
  ]);
});
