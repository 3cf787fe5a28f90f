import { render as renderPage, screen, within } from '@testing-library/react';
import { ListPagination, pageWindow } from './list-pagination.js';

test('shows the first, the last and the pages around the current one', () => {
  expect(pageWindow(0, 1, 2)).toEqual([0]);
  expect(pageWindow(0, 5, 2)).toEqual(
    [0, 1, 2, 4].flatMap((page, index) => (index === 3 ? ['gap', page] : [page])),
  );
  expect(pageWindow(5, 11, 1)).toEqual([0, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageWindow(1, 4, 1)).toEqual([0, 1, 2, 3]);
});

test('screen readers hear German: no English texts of react-bootstrap in the pager', () => {
  renderPage(<ListPagination total={95} page={4} perPage={10} onPage={() => undefined} compact={false} />);
  const pages = screen.getByRole('navigation', { name: 'Seiten' });
  // Named by hidden text: the disabled and the current item are spans, which may not carry aria-label.
  expect(within(pages).getByText('Vorherige Seite')).toHaveClass('visually-hidden');
  expect(within(pages).getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'Seite 4' })).toBeInTheDocument();
  expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Seite 5');
  expect(pages.querySelector('[aria-label]')).toBeNull();
  expect(within(pages).getByText('(aktuelle Seite)')).toHaveClass('visually-hidden');
  expect(pages).not.toHaveTextContent(/Previous|Next|More|\(current\)/);
});
