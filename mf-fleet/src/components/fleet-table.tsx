import { ScrollTable } from '@portal/web-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FleetMessageId } from './message-ids.js';

/** The fleet pages' tables look alike: framed, rows highlighted, the head stays while the body scrolls. */
export function FleetTable({
  columns,
  children,
}: {
  columns: readonly FleetMessageId[];
  children: ReactNode;
}) {
  return (
    <ScrollTable
      framed
      hover
      className="mb-0 align-top"
      maxHeight="calc(100vh - 15rem)"
      head={columns.map((id) => (
        <th key={id} scope="col">
          <FormattedMessage id={id} />
        </th>
      ))}
    >
      {children}
    </ScrollTable>
  );
}
