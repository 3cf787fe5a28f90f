import { type ShopBooking, type ShopServicesResponse, translateError } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  type fakeBackend as FakeBackendFn,
  fakeBackend,
  ok,
  renderPage,
  resetHosts,
  testInit,
} from '../../../components/test-utils.js';
import { ServicesPage } from './services-page.js';
import { locationEntry } from '../order/order-fixtures.js';

function booking(overrides: Partial<ShopBooking>): ShopBooking {
  return {
    orderServiceId: 1,
    orderNumber: 'SO-1001',
    service: 'hzatool',
    productNumber: 'HZA-2026',
    year: 2026,
    locationUuid: '8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01',
    locationName: 'Wohnhaus Hofmann',
    serials: ['5200000001'],
    source: 'shop',
    free: false,
    price: 119,
    blacklisted: false,
    bookedBy: 'betreiber',
    bookedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const home = booking({});
const bakery = booking({
  orderServiceId: 2,
  orderNumber: 'SO-1002',
  service: 'fernwartung',
  locationUuid: '8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a02',
  locationName: 'Bäckerei Hofmann',
  source: 'whitelist',
  free: true,
  price: 0,
  blacklisted: true,
});

const catalogue = (wartung = ''): ShopServicesResponse => ({
  services: [
    {
      service: 'hzatool',
      year: 2026,
      editableYear: true,
      props: {
        number: 'HZA-2026',
        name: 'Energiesteuer-Tool',
        namePackage: 'Jahrespaket',
        price: 119,
        prices: { partner: 99, betreiber: 119 },
      },
      productConfig: { service: 'hzatool', conditions: { year: 2026 } },
    },
  ],
  orderViaShop: true,
  orderViaPortal: false,
  orderUrl: 'https://shop.example.com/order',
  wartung,
});

const statsAnswer = {
  months: [{ month: '2026-03', counts: { hzatool: 4, fernwartung: 1 }, revenue: { hzatool: 476 } }],
  totals: { hzatool: 4, fernwartung: 1 },
};

/** The user's locations as the Orders dialog's list gives them: one, real or virtual. */
const locationList = (virtual: boolean) => ({
  units: [],
  locations: [
    locationEntry(
      1,
      home.locationName,
      {},
      {
        locationVirtual: virtual,
        ...(virtual ? { strasse: '', hausnummer: '', plz: '', ort: '' } : {}),
      },
    ),
  ],
  totalRows: 1,
  location: null,
  locationMode: true,
});

function backend(bookings: ShopBooking[], wartung = '', virtual = false): ReturnType<typeof FakeBackendFn> {
  return fakeBackend({
    shopRefresh: ok({ bookings }),
    shopServices: ok(catalogue(wartung)),
    shopServiceStats: ok(statsAnswer),
    units: ok(locationList(virtual)),
  });
}

const render = (init = testInit()) =>
  renderPage(<ServicesPage />, { init, path: '/services', route: '/services' });

beforeAll(() => {
  // jsdom has no CSS.supports, which Highcharts asks about.
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false }, configurable: true });
});
beforeEach(() => resetHosts());

test('groups the bookings by location and links a booked tool to its year', async () => {
  backend([home, bakery]);
  render();
  const homeGroup = await screen.findByRole('region', { name: 'Wohnhaus Hofmann' });
  const bakeryGroup = screen.getByRole('region', { name: 'Bäckerei Hofmann' });
  expect(within(homeGroup).getByText(/Energiesteuer-Tool/)).toBeInTheDocument();
  expect(within(homeGroup).getByText('SO-1001')).toBeInTheDocument();
  expect(within(homeGroup).getByText('Web-Shop')).toBeInTheDocument();
  expect(within(homeGroup).getByText('aktiv')).toBeInTheDocument();
  expect(within(homeGroup).getByRole('link', { name: 'Tool öffnen' })).toHaveAttribute(
    'href',
    `/hzatool/${home.locationUuid}?year=2026&edit=true`,
  );
  expect(within(bakeryGroup).getByText(/Fernwartung/)).toBeInTheDocument();
  expect(within(bakeryGroup).getByText('kostenlos freigeschaltet')).toBeInTheDocument();
  expect(within(bakeryGroup).getByText('gesperrt')).toBeInTheDocument();
  // Operators neither block bookings nor see statistics.
  expect(screen.queryByRole('button', { name: 'Sperren' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Statistik' })).toBeNull();
});

test('without bookings it points to the location list', async () => {
  backend([]);
  render();
  expect(await screen.findByText('Noch keine Dienste gebucht')).toBeInTheDocument();
  expect(screen.getByText('Dienste bestellen Sie in der Standortliste.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Standortliste' })).toHaveAttribute('href', '/');
});

test('shows the offer at the user’s price and the maintenance notice', async () => {
  backend([], 'Bis 14 Uhr');
  render();
  expect(await screen.findByText('Der Shop ist in Wartung: Bis 14 Uhr')).toBeInTheDocument();
  expect(screen.getByText(/Jahrespaket/)).toHaveTextContent('für 2026');
  expect(screen.getByText(/119,00\s€/)).toBeInTheDocument();
});

test('an offer is ordered from here; without a real location the button says why it is off', async () => {
  const user = userEvent.setup();
  backend([], '', true);
  render();
  const why = 'Sie haben noch keinen Standort mit Adresse. Legen Sie zuerst in der Standortliste einen an.';
  const wrapper = await screen.findByLabelText(why);
  const order = within(wrapper).getByRole('button', { name: 'Bestellen' });
  expect(order).toBeDisabled();
  await user.hover(screen.getByLabelText(why));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
});

test('with a real location the offer opens the Orders dialog', async () => {
  const user = userEvent.setup();
  backend([]);
  render();
  const order = await screen.findByRole('button', { name: 'Bestellen' });
  await waitFor(() => expect(order).toBeEnabled());
  await user.click(order);
  expect(await screen.findByRole('dialog', { name: 'Energiesteuer-Tool 2026 bestellen' })).toBeVisible();
});

test('the demo sees ordering and the tool off, each saying why, and nothing is asked of the server', async () => {
  const user = userEvent.setup();
  const server = fakeBackend({
    shopRefresh: ok({ bookings: [home] }),
    shopServices: ok({ ...catalogue(), orderViaShop: false, orderViaPortal: false }),
    units: ok(locationList(false)),
  });
  render(testInit({ roles: ['demo'] }));
  const noOrder = 'Im Demo-Zugang kann nicht bestellt werden.';
  const orderWrapper = await screen.findByLabelText(noOrder);
  expect(within(orderWrapper).getByRole('button', { name: 'Bestellen' })).toBeDisabled();
  await user.hover(orderWrapper);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(noOrder);
  const noTool = 'Das Tool lässt sich im Demo-Zugang nicht öffnen.';
  const toolWrapper = screen.getByLabelText(noTool);
  expect(within(toolWrapper).getByRole('button', { name: 'Tool öffnen' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: 'Tool öffnen' })).toBeNull();
  expect(server.requests('units')).toHaveLength(0);
});

test("a user who may order neither way sees the offer off with the server's reason", async () => {
  fakeBackend({
    shopRefresh: ok({ bookings: [] }),
    shopServices: ok({ ...catalogue(), orderViaShop: false, orderViaPortal: false }),
    units: ok(locationList(false)),
  });
  render(testInit({ roles: ['betreiber'] }));
  const wrapper = await screen.findByLabelText('Bestellen nicht möglich');
  expect(within(wrapper).getByRole('button', { name: 'Bestellen' })).toBeDisabled();
});

test('partners see the statistics as a table', async () => {
  backend([home]);
  render(testInit({ roles: ['partner'] }));
  expect(await screen.findByRole('heading', { name: 'Statistik' })).toBeInTheDocument();
  const row = await screen.findByRole('row', { name: /2026-03/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['4', '1']);
  const chart = await screen.findByRole('img', { name: 'Statistik' }, { timeout: 5000 });
  await waitFor(() => expect(chart.querySelector('.highcharts-container')).not.toBeNull());
  expect([...chart.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent)).toEqual([
    'Energiesteuer-Tool',
    'Fernwartung',
  ]);
  expect(screen.getByRole('button', { name: 'CSV' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Excel' })).toBeInTheDocument();
});

test('the statistics filter by service and months; the export takes the service', async () => {
  const user = userEvent.setup();
  const server = backend([home]);
  render(testInit({ roles: ['partner'] }));
  await screen.findByRole('row', { name: /2026-03/ });
  await user.selectOptions(screen.getByLabelText('Dienst'), 'Fernwartung');
  const from = screen.getByLabelText('Von (Monat)');
  await user.type(from, '2026-02');
  await waitFor(() =>
    expect(server.requests('shopServiceStats').at(-1)?.body).toEqual({
      service: 'fernwartung',
      from: '2026-02',
    }),
  );
  // Only the chosen service's column.
  const table = screen.getByRole('table', { name: 'Statistik' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Monat', 'Fernwartung']);
  expect(
    within(screen.getByRole('row', { name: /2026-03/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1']);
});

test('admins block a booking after confirming', async () => {
  const server = fakeBackend({
    shopRefresh: ok({ bookings: [home] }),
    shopServices: ok(catalogue()),
    shopServiceStats: ok(statsAnswer),
    shopBlacklist: ok({ booking: { ...home, blacklisted: true } }),
  });
  render(testInit({ roles: ['admin'] }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sperren' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
  expect(server.requests('shopBlacklist')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Sperren' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Sicher?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
  await waitFor(() => expect(server.requests('shopBlacklist')).toHaveLength(1));
  await waitFor(() => expect(server.requests('shopRefresh')).toHaveLength(2));
});

test('a refused unblock shows the server’s message', async () => {
  fakeBackend({
    shopRefresh: ok({ bookings: [bakery] }),
    shopServices: ok(catalogue()),
    shopDeblacklist: apiError(409, 'services.order.alreadybooked'),
  });
  render(testInit({ hasRight: { hza_admin: true } }));
  await userEvent.click(await screen.findByRole('button', { name: 'Entsperren' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Sicher?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Entsperren' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Aktion fehlgeschlagen');
  expect(toast).toHaveTextContent(translateError('services.order.alreadybooked', 'de-de'));
});

test('a failed load shows the server’s message', async () => {
  fakeBackend({ shopRefresh: apiError(500, 'exception.error'), shopServices: ok(catalogue()) });
  render();
  expect(await screen.findByText(translateError('exception.error', 'de-de'))).toHaveClass('alert-danger');
});

test('the manufacturer’s staff see the statistics too', async () => {
  backend([home]);
  render(testInit({ roles: ['dachs'] }));
  expect(await screen.findByRole('heading', { name: 'Statistik' })).toBeInTheDocument();
});
