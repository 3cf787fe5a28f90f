import type { ReactNode } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';
import { ScrollRegion } from './scroll-region.js';

interface ScrollTableProps extends Omit<TableProps, 'children'> {
  /** The head row's cells; the head stays in view while the rows scroll. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Said in place of the table while there are no rows; leave it out when there are. */
  empty?: ReactNode;
  /** The scroll box's height (CSS length). */
  maxHeight: string;
  /** A table on a page gets a frame and a tinted head; one in a dialog stands plain. */
  framed?: boolean;
}

/** A table that scrolls in a box of its own under a sticky head, or the words said when it is empty. */
export function ScrollTable({
  head,
  children,
  empty,
  maxHeight,
  framed = false,
  ...table
}: ScrollTableProps) {
  if (empty) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ScrollRegion
      className={framed ? 'table-responsive border rounded-2' : 'table-responsive'}
      style={{ maxHeight }}
    >
      <Table {...table}>
        <thead className={framed ? 'table-light sticky-top' : 'sticky-top'}>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </ScrollRegion>
  );
}
