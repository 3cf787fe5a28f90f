import type { LocationService } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { LocationServices } from './location-services.js';
import { locationEntry, offered, product } from './order-fixtures.js';

const service = offered;
const location = (services: Record<string, LocationService>, virtual = false) =>
  locationEntry(1, 'Wohnhaus Hofmann', services, { locationVirtual: virtual });

const bookedTool = service({
  booked: true,
  bookable: false,
  orderNumber: 'SO-1',
  orderURL: '/hzatool/8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01?year=2025&edit=true',
});
const openMaintenance = service({ year: 2026, props: product('FW-PAKET-1', 199) });

beforeEach(() => resetHosts());

test('a booked tool opens for its location and year; an open service is offered', () => {
  renderPage(<LocationServices location={location({ hzatool: bookedTool, fernwartung: openMaintenance })} />);
  expect(screen.getByRole('link', { name: /Energiesteuer-Tool 2025/ })).toHaveAttribute(
    'href',
    bookedTool.orderURL,
  );
  const offer = screen.getByRole('button', { name: /Fernwartung 2026/ });
  // Operators see the offer in the primary colour, not the staff's red.
  expect(offer).toHaveClass('btn-outline-primary');
});

test('an unbookable service says so and why', async () => {
  const user = userEvent.setup();
  renderPage(
    <LocationServices
      location={location({ hzatool: service({ bookable: false, info: 'Kein BHKW am Standort' }) })}
    />,
  );
  const badge = screen.getByText(/Energiesteuer-Tool · nicht buchbar/);
  await user.hover(badge);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Kein BHKW am Standort');
});

test('the manufacturer’s staff see unbooked services in red', () => {
  renderPage(<LocationServices location={location({ hzatool: service({}) })} />, {
    init: testInit({ roles: ['dachs'] }),
  });
  expect(screen.getByRole('button', { name: /Energiesteuer-Tool 2025/ })).toHaveClass('btn-danger');
});

test('a virtual location (no address yet) offers nothing', () => {
  const { container } = renderPage(<LocationServices location={location({ hzatool: service({}) }, true)} />);
  expect(container.querySelector('[data-service]')).toBeNull();
});

test('an admin unlocks a service free of charge after "Sicher?"', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    shopPartnerOrder: ok({ orderNumber: 'WL-1', bookings: [] }),
  });
  renderPage(<LocationServices location={location({ hzatool: service({}) })} />, {
    init: testInit({ roles: ['admin'] }),
  });
  await user.click(screen.getByRole('button', { name: /Energiesteuer-Tool 2025/ }));
  expect(screen.getByRole('link', { name: 'Tool öffnen' })).toHaveAttribute(
    'href',
    '/hzatool/8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01?year=2025',
  );
  await user.click(screen.getByRole('button', { name: 'Kostenlos freischalten' }));
  const confirm = await screen.findByRole('dialog', { name: 'Sicher?' });
  expect(confirm).toHaveTextContent(
    'Energiesteuer-Tool 2025 für Wohnhaus Hofmann ohne Bezahlung freischalten.',
  );
  // Cancelled: nothing is booked.
  await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
  expect(server.requests('shopPartnerOrder')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: /Energiesteuer-Tool 2025/ }));
  await user.click(screen.getByRole('button', { name: 'Kostenlos freischalten' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Sicher?' })).getByRole('button', {
      name: 'Kostenlos freischalten',
    }),
  );
  await waitFor(() =>
    expect(server.requests('shopPartnerOrder')[0]?.body).toEqual({
      addressUuid: '8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01',
      productNumber: 'HZA-TOOL-1',
      adminWhitelist: true,
    }),
  );
  expect(
    await screen.findByText('Energiesteuer-Tool 2025 für Wohnhaus Hofmann freigeschaltet.'),
  ).toBeVisible();
});
