import { type HeatingCurve, heatingCurveSchema } from '@portal/contracts';
import { Skeleton, TextField } from '@portal/web-kit';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf, parseNumber, useFieldErrorText } from '../../../components/field-errors.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import { useDeviceAction } from '../../../components/use-device-action.js';
import { CurveGraph } from './curve-graph.js';

const fields = ['max', 'min', 'slope'] as const;
type Buffer = Record<(typeof fields)[number], string>;

const bufferOf = (curve: HeatingCurve): Buffer => ({
  max: String(curve.max),
  min: String(curve.min),
  slope: String(curve.slope),
});
const curveOf = (buffer: Buffer) => ({
  max: parseNumber(buffer.max),
  min: parseNumber(buffer.min),
  slope: parseNumber(buffer.slope),
});

/**
 * Spec 3/4: the heating curve's max, min and slope. Edit copies them into an edit buffer; Cancel
 * drops it, Save writes it to the unit. The graph follows the buffer while it is valid.
 */
export function HeatingCurveScreen({ menu }: ScreenProps) {
  const intl = useIntl();
  const curve = menu.settings.heatingCurve;
  if (!curve) return <Skeleton label={intl.formatMessage({ id: 'loading' })} lines={3} />;
  return <HeatingCurveEditor sn={menu.sn} curve={curve} />;
}

function HeatingCurveEditor({ sn, curve }: { sn: string; curve: HeatingCurve }) {
  const intl = useIntl();
  const fieldText = useFieldErrorText();
  const [buffer, setBuffer] = useState<Buffer | null>(null);
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

  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <CurveGraph curve={shown} />
        {buffer ? (
          <Form onSubmit={(event) => void save(event)} noValidate>
            <div className="row g-2 mb-3">
              {fields.map((field) => (
                <div className="col-12 col-sm-4" key={field}>
                  <TextField
                    label={intl.formatMessage({ id: `curve.${field}` })}
                    value={buffer[field]}
                    onChange={(value) => setBuffer({ ...buffer, [field]: value })}
                    error={errors[field]}
                    messageText={fieldText}
                    required
                  />
                </div>
              ))}
            </div>
            <div className="d-flex gap-2">
              <Button type="submit" disabled={busy}>
                <FormattedMessage id="save" />
              </Button>
              <Button variant="outline-secondary" disabled={busy} onClick={() => setBuffer(null)}>
                <FormattedMessage id="cancel" />
              </Button>
            </div>
          </Form>
        ) : (
          <>
            <dl className="row mb-0" data-testid="curve-values">
              {fields.map((field) => (
                <div className="col-12 col-sm-4" key={field}>
                  <dt className="small text-body-secondary">
                    <FormattedMessage id={`curve.${field}`} />
                  </dt>
                  <dd className="fs-5 mb-0">
                    {intl.formatNumber(curve[field], { maximumFractionDigits: 2 })}
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <Button variant="outline-primary" onClick={edit}>
                <i className="bi bi-pencil me-1" aria-hidden />
                <FormattedMessage id="edit" />
              </Button>
            </div>
          </>
        )}
        <OutcomeAlert outcome={outcome} />
      </Card.Body>
    </Card>
  );
}
