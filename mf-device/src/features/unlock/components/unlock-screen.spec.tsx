import type { UnlockOutcome } from '@portal/contracts';
import { screen } from '@testing-library/react';
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

test.each<[UnlockOutcome, string]>([
  ['unlocked', 'Die Störung wurde entriegelt.'],
  ['notRemedied', 'Der Fehler ist nicht behoben'],
  ['notPossible', 'Entriegeln nicht möglich'],
  ['notLocked', 'Die Sicherheitseinheit ist nicht verriegelt'],
  ['failed', 'Entriegeln fehlgeschlagen'],
])('the unit answering %s shows "%s"', async (outcome, text) => {
  const fake = fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(
      menuAnswer(
        { installer: true },
        { errorLevel: 'locking', lockingFault: { code: 151, codeText: 'E151', text: 'Flamme fehlt' } },
      ),
    ),
    deviceUnlock: ok({ outcome }),
  });
  renderDevice(`/${sn}/device/unlock`);
  expect(await screen.findByTestId('unlock-fault')).toHaveTextContent('Code 151: Flamme fehlt');
  await userEvent.type(screen.getByLabelText(/Fehlercode am Gerät/), '151');
  await userEvent.click(screen.getByRole('button', { name: 'Entriegeln' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(fake.requests('deviceUnlock')[0]?.body).toEqual({ code: 151 });
});
