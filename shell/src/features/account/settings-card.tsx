import { type ReactNode, useId } from 'react';
import Card from 'react-bootstrap/Card';
import { AccountText } from './account-text.js';
import type { AccountMessageId } from './messages.js';

/** One card of /usersettings: a region named by its heading. */
export function SettingsCard({
  title,
  badge,
  children,
  labelId,
}: {
  title: AccountMessageId;
  badge?: ReactNode;
  children: ReactNode;
  labelId?: string;
}) {
  const generated = useId();
  const id = labelId ?? generated;
  return (
    <Card as="section" className="h-100" aria-labelledby={id}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-center gap-2 mb-3">
          <Card.Title as="h2" className="h5 mb-0" id={id}>
            <AccountText id={title} />
          </Card.Title>
          {badge}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}
