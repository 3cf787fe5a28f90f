import { UnitsText } from '../../../components/units-text.js';

/** A location in the location list that has no units (spec 2 empty state). */
export function EmptyLocationNote() {
  return (
    <span className="small text-body-secondary fst-italic">
      <i className="bi bi-inbox me-1" aria-hidden />
      <UnitsText id="units.empty.location" />
    </span>
  );
}
