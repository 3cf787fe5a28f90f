import type { NetworkTest } from '@portal/contracts';
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
  type EndpointAnswer,
} from '../../../components/test-utils.js';

beforeEach(() => resetHosts());

test('each network test shows a wait message until the unit answers, then its result', async () => {
  const pending: ((value: EndpointAnswer<'deviceNetworkTest'>) => void)[] = [];
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer({ installer: true })),
    deviceNetworkTest: () => new Promise((resolve) => pending.push(resolve)),
  });
  renderDevice(`/${sn}/device/network`);
  const tests = within(await screen.findByRole('region', { name: 'Tests' }));
  expect(screen.getByTestId('network-cable')).toHaveTextContent('Netzwerkkabel: angeschlossen');

  await userEvent.click(tests.getByRole('button', { name: 'DNS-Ping' }));
  expect(await screen.findByTestId('network-wait')).toHaveTextContent('DNS-Ping: läuft, bitte warten …');
  expect(tests.getByRole('button', { name: 'Ping' })).toBeDisabled();
  pending[0]?.(ok({ ok: true, detail: 'example.com → 93.184.215.14 in 23 ms' }));
  expect(
    await screen.findByText('DNS-Ping: erfolgreich. example.com → 93.184.215.14 in 23 ms'),
  ).toBeInTheDocument();

  await userEvent.click(tests.getByRole('button', { name: 'Serververbindung testen' }));
  expect(await screen.findByTestId('network-wait')).toHaveTextContent('Serververbindung testen: läuft');
  pending[1]?.(ok({ ok: false, detail: 'no answer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Serververbindung testen: fehlgeschlagen. no answer',
  );
  expect(fake.requests('deviceNetworkTest').map((request) => request.body)).toEqual<{ test: NetworkTest }[]>([
    { test: 'dnsPing' },
    { test: 'server' },
  ]);
});

test('a static address needs an address and a netmask before anything is sent', async () => {
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer({ installer: true })),
  });
  renderDevice(`/${sn}/device/network`);
  await userEvent.click(await screen.findByRole('radio', { name: 'Statisch' }));
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(screen.getAllByText('Bei statischer Adresse Pflichtfeld.')).toHaveLength(2);
  expect(fake.requests('deviceNetwork')).toHaveLength(0);
});

test('saving keeps its message and the saved settings when the menu is asked again with them', async () => {
  let network = menuAnswer({ installer: true }).settings.network!;
  fakeBackend({
    ...headerRoutes,
    deviceMenu: () => {
      const answer = menuAnswer({ installer: true });
      return ok({ ...answer, settings: { ...answer.settings, network } });
    },
    deviceNetwork: ({ body }) => {
      network = { ...network, ...(body as typeof network) };
      return ok(network);
    },
  });
  renderDevice(`/${sn}/device/network`);
  const pingAddress = await screen.findByLabelText('Ping-Adresse');
  await userEvent.clear(pingAddress);
  await userEvent.type(pingAddress, '9.9.9.9');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Die Netzwerkeinstellungen wurden gespeichert.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('Die Netzwerkeinstellungen wurden gespeichert.')).toBeInTheDocument();
  expect(screen.getByLabelText('Ping-Adresse')).toHaveValue('9.9.9.9');
});
