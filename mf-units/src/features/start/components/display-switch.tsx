import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useUnitsText } from '../../../components/units-text.js';

const displays = [
  { value: 'table', icon: 'bi-table' },
  { value: 'tiles', icon: 'bi-grid-3x2-gap' },
] as const;

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
      {displays.map(({ value, icon }) => (
        <ToggleButton
          key={value}
          id={`units-display-${value}`}
          value={value}
          variant="outline-secondary"
          title={text(`units.display.${value}`)}
        >
          <i className={`bi ${icon}`} aria-hidden />
          <span className="visually-hidden">{text(`units.display.${value}`)}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
