import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { UnitsText } from '../../../components/units-text.js';

/**
 * While a search narrows the list: 'Search: X' and the way to clear it (issue 40, 40). The search
 * is kept for the next visit like the other list settings, so a list that opens short or on 'no
 * hits' says why, instead of the search being dropped depending on what it finds.
 */
export function SearchBanner({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <Alert
      variant="info"
      className="d-flex flex-wrap align-items-center gap-2 mx-3 mt-3 mb-0 py-2 px-3 small"
      data-testid="search-banner"
    >
      <i className="bi bi-search" aria-hidden />
      <span className="me-auto text-break">
        <UnitsText id="units.search.active" values={{ search: <strong>{search}</strong> }} />
      </span>
      <Button size="sm" variant="outline-secondary" onClick={onClear}>
        <i className="bi bi-x-lg me-1" aria-hidden />
        <UnitsText id="units.search.clear" />
      </Button>
    </Alert>
  );
}
