import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { debugRanges, toKw } from './energy-flow-model.js';
import { type FlowOverrides, useFlowTexts } from './use-energy-flow.js';

interface SliderProps {
  id: string;
  label: string;
  override: number | null;
  live: number;
  range: { min: number; max: number };
  onChange: (watts: number) => void;
}

/** A debug slider in W, with the value it sets or 'live'. */
function OverrideSlider({ id, label, override, live, range, onChange }: SliderProps) {
  const intl = useIntl();
  const { text } = useFlowTexts();
  const shown =
    override === null
      ? text('debugLive')
      : intl.formatMessage(
          { id: 'mf.dashboard.graphics.energy.debugValue' },
          { value: intl.formatNumber(override) },
        );
  return (
    <Form.Group controlId={id}>
      <Form.Label>
        {label} <span className="badge text-bg-secondary">{shown}</span>
      </Form.Label>
      <Form.Range
        {...range}
        value={override ?? live}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Form.Group>
  );
}

/** The debug sliders that set the grid and battery powers in place of the live ones. */
export function EnergyFlowDebug({
  props,
  overrides,
  showBattery,
}: {
  props: ContentProps<'energyflow'>;
  overrides: FlowOverrides;
  showBattery: boolean;
}) {
  const sliderId = useId();
  const { text } = useFlowTexts();
  const p = props.content.parameters;
  // The live power as the slider's start, in whole W within its range.
  const liveW = (key: string | undefined, range: { min: number; max: number }) => {
    const kw = key === undefined ? undefined : toKw(props.value(key), props.meta.dataPoint(key)?.unit);
    return kw === undefined ? 0 : Math.min(range.max, Math.max(range.min, Math.round(kw * 1000)));
  };
  return (
    <fieldset className="mfd-flow__debug">
      <legend>
        <FormattedMessage id="mf.dashboard.graphics.energy.debug" />
      </legend>
      <OverrideSlider
        id={`${sliderId}-grid`}
        label={text('debugGrid')}
        override={overrides.grid}
        live={liveW(p.wirkleistung, debugRanges.wirkleistung)}
        range={debugRanges.wirkleistung}
        onChange={overrides.setGrid}
      />
      {showBattery && (
        <OverrideSlider
          id={`${sliderId}-battery`}
          label={text('debugBattery')}
          override={overrides.battery}
          live={liveW(p.battery, debugRanges.battery)}
          range={debugRanges.battery}
          onChange={overrides.setBattery}
        />
      )}
      {(overrides.grid !== null || overrides.battery !== null) && (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            overrides.setGrid(null);
            overrides.setBattery(null);
          }}
        >
          {text('debugReset')}
        </Button>
      )}
    </fieldset>
  );
}
