import type { CalibrationOutcome } from '@portal/contracts';
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
  type EndpointAnswer,
} from '../../../components/test-utils.js';

beforeEach(() => resetHosts());

test.each<[CalibrationOutcome, string, string]>([
  ['completed', 'Die Kalibrierung ist abgeschlossen.', 'status'],
  ['failed', 'Kalibrierung fehlgeschlagen!', 'alert'],
])('a calibration that %s says "%s"', async (outcome, text, role) => {
  let answer: (value: EndpointAnswer<'deviceCalibrate'>) => void = () => undefined;
  fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer({ installer: true })),
    deviceCalibrate: () => new Promise((resolve) => (answer = resolve)),
  });
  renderDevice(`/${sn}/device/calibration`);
  await userEvent.click(await screen.findByRole('button', { name: 'Kalibrierung starten' }));
  expect(await screen.findByText('Kalibrierung läuft, bitte warten …')).toBeInTheDocument();
  answer(ok({ outcome }));
  expect(await screen.findByText(text)).toHaveAttribute('role', role);
});
