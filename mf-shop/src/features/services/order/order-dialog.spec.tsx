import { jest } from '@jest/globals';
import type { AddressDataResponse, LocationService, ShopServicesResponse } from '@portal/contracts';
import { type AddressPrefill, browserPage, provideAddressDialog } from '@portal/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, ok, renderPage, resetHosts, testInit } from '../../../components/test-utils.js';
import { LocationServices } from './location-services.js';
import { locationEntry, offered } from './order-fixtures.js';

const place = (n: number, name: string, hzatool: LocationService) => locationEntry(n, name, { hzatool });

const home = place(1, 'Wohnhaus Hofmann', offered());
const bakery = place(2, 'Bäckerei Hofmann', offered());
const booked = place(
  3,
  'Ferienhaus Hofmann',
  offered({ booked: true, orderNumber: 'SO-1', bookable: false }),
);
const heatPumpOnly = place(4, 'Werkstatt', offered({ bookable: false, info: 'Kein BHKW am Standort' }));

const shop = (overrides: Partial<ShopServicesResponse> = {}): ShopServicesResponse => ({
  services: [],
  orderViaShop: true,
  orderViaPortal: false,
  orderUrl: 'https://shop.example.com/order',
  wartung: '',
  ...overrides,
});
const address: AddressDataResponse = { address: null, warnings: [], uuid: 'a1b2' };

function backend(options: { shop?: Partial<ShopServicesResponse>; address?: AddressDataResponse } = {}) {
  return fakeBackend({
    shopServices: ok(shop(options.shop)),
    addressDataGet: ok(options.address ?? address),
    units: ({ body }) => {
      const search = (body as { filter: { search?: string } }).filter.search;
      const all = [home, bakery, booked, heatPumpOnly];
      const locations = search ? all.filter((location) => location.name.includes(search)) : all;
      return ok({ units: [], locations, totalRows: locations.length, location: null, locationMode: true });
    },
    shopGenerateBasket: ok({ key: 'basket-42' }),
    shopPartnerOrders: ok({ orders: [{ orderNumber: 'PO-7', bookings: [] }] }),
  });
}

async function openDialog(roles = ['betreiber']) {
  const user = userEvent.setup();
  renderPage(<LocationServices location={home} />, { init: testInit({ roles }) });
  await user.click(screen.getByRole('button', { name: /Energiesteuer-Tool 2025/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Energiesteuer-Tool 2025 bestellen' });
  await within(dialog).findByRole('row', { name: /Bäckerei Hofmann/ });
  return { user, dialog };
}

const submit = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

beforeEach(() => resetHosts());
afterEach(() => jest.restoreAllMocks());

test('an operator picks locations and is handed to the shop with a basket', async () => {
  const server = backend();
  const assign = jest.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
  const { user, dialog } = await openDialog();
  // The location the button belongs to is chosen already.
  expect(within(dialog).getByRole('checkbox', { name: 'Wohnhaus Hofmann wählen' })).toBeChecked();
  expect(dialog).toHaveTextContent(/1 Standort gewählt: 119,00\s€/);
  // Booked and unbookable locations cannot be chosen and say why.
  const bookedRow = within(dialog).getByRole('row', { name: /Ferienhaus Hofmann/ });
  expect(within(bookedRow).getByRole('checkbox')).toBeDisabled();
  expect(bookedRow).toHaveTextContent('Standort schon freigeschaltet');
  const workshop = within(dialog).getByRole('row', { name: /Werkstatt/ });
  expect(within(workshop).getByRole('checkbox')).toBeDisabled();
  expect(workshop).toHaveTextContent('Kein BHKW am Standort');
  expect(workshop).toHaveTextContent('nicht buchbar');
  // Units and address per row.
  expect(within(dialog).getByRole('row', { name: /Bäckerei Hofmann/ })).toHaveTextContent(
    '52 0000 0002, 52 0000 0102Bäckerei HofmannHauptstraße 2, 97070 Würzburg52 0000 0002, 52 0000 0102',
  );

  await user.click(within(dialog).getByRole('checkbox', { name: 'Bäckerei Hofmann wählen' }));
  expect(dialog).toHaveTextContent(/2 Standorte gewählt: 238,00\s€/);
  await user.click(submit(dialog, 'Weiter zum Shop'));

  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('https://shop.example.com/order?shopbasket=basket-42'),
  );
  expect(server.requests('shopGenerateBasket')[0]?.body).toEqual({
    product: 'HZA-TOOL-1',
    count: 2,
    locations: { [home.uuid]: home.hkas, [bakery.uuid]: bakery.hkas },
  });
});

test('OK stays off while nothing is chosen', async () => {
  backend();
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Wohnhaus Hofmann wählen' }));
  expect(dialog).toHaveTextContent(/0 Standorte gewählt: 0,00\s€/);
  expect(submit(dialog, 'Weiter zum Shop')).toBeDisabled();
});

test('the search asks for matching locations once typing pauses', async () => {
  const server = backend();
  const { user, dialog } = await openDialog();
  await user.type(within(dialog).getByRole('searchbox', { name: 'Standorte suchen' }), 'Bäck');
  await waitFor(() => expect(within(dialog).queryByRole('row', { name: /Werkstatt/ })).toBeNull());
  const searches = server
    .requests('units')
    .map((request) => (request.body as { filter: { search?: string } }).filter.search);
  // One request for the pause, not one per letter.
  expect(searches.filter((search) => search !== undefined)).toEqual(['Bäck']);
  // The chosen location stays chosen while it is not listed.
  expect(dialog).toHaveTextContent(/1 Standort gewählt: 119,00\s€/);
});

test('in maintenance nothing can be ordered', async () => {
  backend({ shop: { wartung: 'Bis 14 Uhr' } });
  const { dialog } = await openDialog();
  expect(dialog).toHaveTextContent('Der Shop ist in Wartung: Bis 14 Uhr');
  expect(submit(dialog, 'Weiter zum Shop')).toBeDisabled();
});

test('without address data the address is completed inside the order, which then goes on', async () => {
  const server = backend({ address: { address: null, warnings: ['plz', 'ort'], uuid: null } });
  const assign = jest.spyOn(browserPage, 'assign').mockImplementation(() => undefined);
  const addressDialog = jest.fn((_prefill?: AddressPrefill) => Promise.resolve(false));
  provideAddressDialog(addressDialog);
  const { user, dialog } = await openDialog();
  expect(dialog).toHaveTextContent('Für die Bestellung fehlen Ihre Adressdaten.');

  // Cancelling the address step keeps the order as it was, nothing is handed over.
  await user.click(submit(dialog, 'Weiter zum Shop'));
  await waitFor(() => expect(addressDialog).toHaveBeenCalledTimes(1));
  // It starts with the ordered location's address.
  expect(addressDialog).toHaveBeenCalledWith({
    strasse: 'Hauptstraße',
    hausnummer: '1',
    plz: '97070',
    ort: 'Würzburg',
  });
  await waitFor(() => expect(submit(dialog, 'Weiter zum Shop')).toBeEnabled());
  expect(server.requests('shopGenerateBasket')).toHaveLength(0);
  expect(within(dialog).getByRole('checkbox', { name: 'Wohnhaus Hofmann wählen' })).toBeChecked();

  // Saved: the order goes on to the shop without another click.
  addressDialog.mockResolvedValueOnce(true);
  await user.click(submit(dialog, 'Weiter zum Shop'));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('https://shop.example.com/order?shopbasket=basket-42'),
  );
  expect(addressDialog).toHaveBeenCalledTimes(2);
  expect(screen.getByTestId('location')).not.toHaveTextContent('/usersettings');
});

test('the address can also be completed first from the notice, the order stays open', async () => {
  backend({ address: { address: null, warnings: ['plz', 'ort'], uuid: null } });
  const addressDialog = jest.fn((_prefill?: AddressPrefill) => Promise.resolve(true));
  provideAddressDialog(addressDialog);
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Adressdaten ergänzen' }));
  expect(addressDialog).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Energiesteuer-Tool 2025 bestellen' })).toBeVisible();
});

test('a user who may order neither way is told so', async () => {
  backend({ shop: { orderViaShop: false, orderViaPortal: false } });
  const { dialog } = await openDialog(['betreiber', 'demo']);
  expect(dialog).toHaveTextContent('Bestellen nicht möglich');
  expect(submit(dialog, 'Weiter zum Shop')).toBeDisabled();
});

test('a partner orders in the portal: booked at once, then the dialog closes', async () => {
  const server = backend({ shop: { orderViaShop: false, orderViaPortal: true } });
  const { user, dialog } = await openDialog(['partner']);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Bäckerei Hofmann wählen' }));
  await user.click(submit(dialog, 'Verbindlich bestellen'));
  expect(
    await screen.findByText(/Energiesteuer-Tool für 2 Standorte gebucht \(Bestellung PO-7\)/),
  ).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(server.requests('shopPartnerOrders')[0]?.body).toEqual([
    { addressUuid: home.uuid, productNumber: 'HZA-TOOL-1' },
    { addressUuid: bakery.uuid, productNumber: 'HZA-TOOL-1' },
  ]);
  // The partner's prices decide nothing here: the server books at its own.
  expect(server.requests('addressDataGet')).toHaveLength(0);
});
