import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  icon?: string;
}

/**
 * One of a chart's option selectors (spec 2 "per-chart option selectors (radio or checkbox)",
 * issue 40, 21): native radios drawn as a button group, so a screen reader names the group and its
 * choice and the arrow keys move between the choices.
 */
export function RadioChoice<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  /** The radios' name, unique on the page. */
  name: string;
  label: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      type="radio"
      name={name}
      size="sm"
      value={value}
      onChange={(next: T) => onChange(next)}
      role="radiogroup"
      aria-label={label}
      className="mfd-chart-choice"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          id={`${name}-${option.value}`}
          value={option.value}
          variant="outline-secondary"
        >
          {option.icon ? <i className={`bi ${option.icon} me-1`} aria-hidden /> : null}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
