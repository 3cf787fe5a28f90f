import { type HeatingCurve, heatingCurveSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf, parseNumber } from '../../../components/field-errors.js';
import { useDeviceAction } from '../../../components/use-device-action.js';

export const curveFields = ['max', 'min', 'slope'] as const;
export type CurveBuffer = Record<(typeof curveFields)[number], string>;

const bufferOf = (curve: HeatingCurve): CurveBuffer => ({
  max: String(curve.max),
  min: String(curve.min),
  slope: String(curve.slope),
});
const curveOf = (buffer: CurveBuffer) => ({
  max: parseNumber(buffer.max),
  min: parseNumber(buffer.min),
  slope: parseNumber(buffer.slope),
});

/**
 * The heating curve's edit buffer (null while not editing) and its save; `shown` is the buffer while
 * it is a valid curve, else the unit's curve, so the graph follows the typing.
 */
export function useCurveEditor(sn: string, curve: HeatingCurve) {
  const intl = useIntl();
  const [buffer, setBuffer] = useState<CurveBuffer | null>(null);
  const { busy, outcome, setOutcome, errors, setErrors, run } = useDeviceAction('deviceHeatingCurve', sn);
  const edited = buffer ? heatingCurveSchema.safeParse(curveOf(buffer)) : null;
  const shown = edited?.success ? edited.data : curve;

  function edit() {
    setBuffer(bufferOf(curve));
    setErrors({});
    setOutcome(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!buffer) return;
    const parsed = heatingCurveSchema.safeParse(curveOf(buffer));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    const saved = await run({ params: { sn }, body: parsed.data }, () => ({
      success: true,
      text: intl.formatMessage({ id: 'curve.saved' }),
    }));
    if (saved) setBuffer(null);
  }

  return { buffer, setBuffer, shown, busy, outcome, errors, edit, save };
}

export type CurveEditor = ReturnType<typeof useCurveEditor>;
