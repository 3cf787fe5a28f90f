import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useUnitsText } from '../../../components/units-text.js';

/**
 * Table rows or tiles (spec 2 'tile display', spec 3 kachelDisplay; issue 40, 21). Each radio is
 * named by its label's hidden text: an aria-label on the label element is not allowed (axe).
 */
export function DisplaySwitch({
  tiles,
  onTiles,
  small,
}: {
  tiles: boolean;
  onTiles: (tiles: boolean) => void;
  small: boolean;
}) {
  const text = useUnitsText();
  return (
    <ToggleButtonGroup
      type="radio"
      name="units-display"
      size="sm"
      value={tiles ? 'tiles' : 'table'}
      onChange={(value: string) => onTiles(value === 'tiles')}
      aria-label={text('units.display.label')}
      className={small ? 'flex-fill' : undefined}
    >
      <ToggleButton
        id="units-display-table"
        value="table"
        variant="outline-secondary"
        title={text('units.display.table')}
      >
        <i className="bi bi-table" aria-hidden />
        <span className="visually-hidden">{text('units.display.table')}</span>
      </ToggleButton>
      <ToggleButton
        id="units-display-tiles"
        value="tiles"
        variant="outline-secondary"
        title={text('units.display.tiles')}
      >
        <i className="bi bi-grid-3x2-gap" aria-hidden />
        <span className="visually-hidden">{text('units.display.tiles')}</span>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
