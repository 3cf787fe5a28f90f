import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state.js';
import { Skeleton, SkeletonLine } from './skeleton.js';

test('a skeleton is a busy status named by its text, which screen readers also find as hidden text', () => {
  render(<Skeleton lines={2} label="Wird geladen …" />);
  const status = screen.getByRole('status', { name: 'Wird geladen …' });
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(status.querySelector('.visually-hidden')).toHaveTextContent('Wird geladen …');
  const lines = status.querySelectorAll('.portal-skeleton');
  expect(lines).toHaveLength(2);
  for (const line of lines) expect(line).toHaveAttribute('aria-hidden', 'true');
});

test('a skeleton takes the shapes it is given instead of text lines', () => {
  render(
    <Skeleton label="Loading …">
      <SkeletonLine width="8rem" height="2rem" />
    </Skeleton>,
  );
  const shapes = screen.getByRole('status', { name: 'Loading …' }).querySelectorAll('.portal-skeleton');
  expect(shapes).toHaveLength(1);
  expect(shapes[0]).toHaveStyle({ width: '8rem', height: '2rem' });
});

test('an empty state shows its title (as a heading when asked), its text and its action', () => {
  render(
    <EmptyState
      icon="bi-search"
      title="Keine Treffer"
      heading={2}
      live
      action={<button type="button">Alle</button>}
    >
      Versuchen Sie einen anderen Suchbegriff.
    </EmptyState>,
  );
  const status = screen.getByRole('status');
  expect(screen.getByRole('heading', { level: 2, name: 'Keine Treffer' })).toBeInTheDocument();
  expect(status).toHaveTextContent('Versuchen Sie einen anderen Suchbegriff.');
  expect(screen.getByRole('button', { name: 'Alle' })).toBeInTheDocument();
});

test('an empty state without `live` is not announced', () => {
  render(<EmptyState compact icon="bi-graph-up" title="Noch keine Daten" />);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByText('Noch keine Daten')).toBeInTheDocument();
});
