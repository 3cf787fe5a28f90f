import type { LocationEntry } from '@portal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { UnitsText } from '../../../components/units-text.js';

interface LoadMoreProps {
  location: LocationEntry;
  loaded: number;
  onLoad: (location: LocationEntry) => Promise<void>;
}

/** 'x von y geladen': loads the next units of a location in location mode. */
export function LoadMoreButton({ location, loaded, onLoad }: LoadMoreProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void onLoad(location).finally(() => setBusy(false));
      }}
    >
      {busy ? (
        <Spinner size="sm" animation="border" className="me-1" aria-hidden />
      ) : (
        <i className="bi bi-chevron-double-down me-1" aria-hidden />
      )}
      <UnitsText id="units.location.loaded" values={{ loaded, total: location.hkaCount }} />
    </Button>
  );
}

/** The button as the table row below a location's unit rows. */
export function LoadMoreRow(props: LoadMoreProps) {
  return (
    <tr>
      <td colSpan={2}>
        <LoadMoreButton {...props} />
      </td>
    </tr>
  );
}
