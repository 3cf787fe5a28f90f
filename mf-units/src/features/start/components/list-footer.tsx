import { ListPagination } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UnitsText } from '../../../components/units-text.js';
import { pageSizes } from '../list-settings.js';

/** Spec 2: paging shows when the total reaches the page size. */
export function listPagingShown(totalRows: number, perPage: number): boolean {
  return totalRows >= perPage;
}

/**
 * Below the list: the pages (spec 2) and, for installers, the page size (issue 40, 39), which
 * stays while the pages hide so a larger size can be taken back.
 */
export function ListFooter({
  total,
  page,
  perPage,
  sizeChoice,
  onPage,
  onPerPage,
  small,
}: {
  total: number;
  page: number;
  perPage: number;
  sizeChoice: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  small: boolean;
}) {
  const paging = listPagingShown(total, perPage);
  // Nothing listed, nothing to page or size.
  const sizing = sizeChoice && total > 0;
  if (!paging && !sizing) return null;
  return (
    <Card.Footer className="bg-body d-flex flex-wrap align-items-center justify-content-center gap-3 py-3">
      {paging ? (
        <ListPagination total={total} page={page} perPage={perPage} onPage={onPage} compact={small} />
      ) : null}
      {sizing ? (
        <Form.Group controlId="units-page-size" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-body-secondary text-nowrap">
            <UnitsText id="units.paging.perPage" />
          </Form.Label>
          <Form.Select
            size="sm"
            className="w-auto"
            value={perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
    </Card.Footer>
  );
}
