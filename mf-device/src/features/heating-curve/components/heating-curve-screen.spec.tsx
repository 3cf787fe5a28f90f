import { screen, waitFor } from '@testing-library/react';
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

function backend() {
  return fakeBackend({
    ...headerRoutes,
    deviceMenu: ok(menuAnswer({ installer: true })),
    deviceHeatingCurve: ({ body }) => ok(body),
  });
}

test('Cancel drops the edit buffer and sends nothing', async () => {
  const fake = backend();
  renderDevice(`/${sn}/device/heatingcurve`);
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const max = screen.getByLabelText(/Höchste Vorlauftemperatur/);
  await userEvent.clear(max);
  await userEvent.type(max, '70');
  // The graph follows the buffer while it is valid.
  expect(screen.getByTestId('curve-graph').getAttribute('data-points')).toContain('-40:55');
  await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.getByTestId('curve-values')).toHaveTextContent('55');
  expect(screen.queryByLabelText(/Höchste Vorlauftemperatur/)).toBeNull();
  expect(fake.requests('deviceHeatingCurve')).toHaveLength(0);
});

test('Save writes the buffer to the unit; a minimum above the maximum is refused at the field', async () => {
  const fake = backend();
  renderDevice(`/${sn}/device/heatingcurve`);
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const min = screen.getByLabelText(/Niedrigste Vorlauftemperatur/);
  await userEvent.clear(min);
  await userEvent.type(min, '60');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(screen.getByText('Die niedrigste Temperatur muss unter der höchsten liegen.')).toBeInTheDocument();
  expect(fake.requests('deviceHeatingCurve')).toHaveLength(0);

  await userEvent.clear(min);
  await userEvent.type(min, '30');
  const slope = screen.getByLabelText('Steigung *');
  await userEvent.clear(slope);
  await userEvent.type(slope, '1,2');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Die Heizkurve wurde gespeichert.')).toBeInTheDocument();
  expect(fake.requests('deviceHeatingCurve').map((request) => request.body)).toEqual([
    { max: 55, min: 30, slope: 1.2 },
  ]);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull());
});
