import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useUiText } from '../i18n/ui-texts.js';
import { EmptyState } from './design/empty-state.js';

/**
 * A route's page until its screen is delivered by its issue: the page title as on every other page,
 * and what is coming as an empty state in a card.
 */
export function UnderConstructionPage({
  title,
  icon = 'bi-cone-striped',
  children,
}: {
  title: ReactNode;
  icon?: string;
  children: ReactNode;
}) {
  const ui = useUiText();
  return (
    <div className="d-flex flex-column gap-3">
      <h1 className="h3 mb-0">{title}</h1>
      <Card>
        <EmptyState icon={icon} title={ui('comingSoon')}>
          {children}
        </EmptyState>
      </Card>
    </div>
  );
}
