import { screen } from '@testing-library/react';
import { renderPage } from '../../../components/test-utils.js';
import { ShopCheckoutDuplicatePage } from './shop-checkout-duplicate-page.js';

test('names the order number and links to the location list', () => {
  renderPage(<ShopCheckoutDuplicatePage />, {
    path: '/shopcheckout/duplicate/SO-4711',
    route: '/shopcheckout/duplicate/:orderNumber',
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellung SO-4711 liegt bereits vor');
  expect(screen.getByText(/nichts doppelt gebucht oder berechnet/)).toHaveTextContent('SO-4711');
  // Each number is kept whole (no break at its hyphens).
  for (const number of screen.getAllByTestId('order-number')) {
    expect(number).toHaveTextContent(/^SO-4711$/);
    expect(number).toHaveClass('text-nowrap');
  }
  expect(screen.getAllByTestId('order-number')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Zur Standortliste' })).toHaveAttribute('href', '/');
});
