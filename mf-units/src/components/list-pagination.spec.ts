import { pageWindow } from './list-pagination.js';

test('shows the first, the last and the pages around the current one', () => {
  expect(pageWindow(0, 1, 2)).toEqual([0]);
  expect(pageWindow(0, 5, 2)).toEqual(
    [0, 1, 2, 4].flatMap((page, index) => (index === 3 ? ['gap', page] : [page])),
  );
  expect(pageWindow(5, 11, 1)).toEqual([0, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageWindow(1, 4, 1)).toEqual([0, 1, 2, 3]);
});
