import { shopCheckoutReturnMs } from '@portal/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeBackend, ok, renderPage, resetHosts } from '../../../components/test-utils.js';
import { ShopCheckoutPage } from './shop-checkout-page.js';

beforeEach(() => resetHosts());
afterEach(() => jest.useRealTimers());

test('thanks the buyer, refreshes the orders after 3 s and goes to the location list', async () => {
  jest.useFakeTimers();
  const backend = fakeBackend({ shopRefresh: ok({ bookings: [] }) });
  renderPage(<ShopCheckoutPage />, { path: '/shopcheckout', route: '/shopcheckout' });
  expect(screen.getByText(/Vielen Dank für Ihre Bestellung/)).toBeInTheDocument();

  await act(async () => {
    await jest.advanceTimersByTimeAsync(shopCheckoutReturnMs - 1);
  });
  expect(backend.requests('shopRefresh')).toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/shopcheckout');

  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(backend.requests('shopRefresh')).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('the button goes to the location list at once', () => {
  fakeBackend({ shopRefresh: ok({ bookings: [] }) });
  renderPage(<ShopCheckoutPage />, { path: '/shopcheckout', route: '/shopcheckout' });
  fireEvent.click(screen.getByRole('button', { name: 'Zur Standortliste' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
