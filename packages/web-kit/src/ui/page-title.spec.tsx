import { render, screen } from '@testing-library/react';
import { PageTitle } from './page-title.js';

test('a title with an element inside is one flex item beside the icon, so its words flow as one text', () => {
  render(
    <PageTitle icon="bi-bag">
      Order <strong>SO-1</strong> exists
    </PageTitle>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Order SO-1 exists' });
  // The icon and one element holding the whole text: no word of it is a flex item of its own.
  expect([...heading.children].map((child) => child.tagName)).toEqual(['I', 'SPAN']);
  expect(heading.children[1]).toHaveTextContent('Order SO-1 exists');
});
