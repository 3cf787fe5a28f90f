import type { HeatingCurve } from '@portal/contracts';
import { Skeleton, TextField } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/field-errors.js';
import { OutcomeAlert } from '../../../components/outcome-alert.js';
import type { ScreenProps } from '../../../components/screen-props.js';
import {
  type CurveBuffer,
  type CurveEditor,
  curveFields,
  useCurveEditor,
} from '../hooks/use-curve-editor.js';
import { CurveGraph } from './curve-graph.js';

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
  const editor = useCurveEditor(sn, curve);
  const { buffer } = editor;
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <CurveGraph curve={editor.shown} />
        {buffer ? (
          <CurveForm editor={editor} buffer={buffer} />
        ) : (
          <>
            <CurveValues curve={curve} />
            <div>
              <Button variant="outline-primary" onClick={editor.edit}>
                <i className="bi bi-pencil me-1" aria-hidden />
                <FormattedMessage id="edit" />
              </Button>
            </div>
          </>
        )}
        <OutcomeAlert outcome={editor.outcome} />
      </Card.Body>
    </Card>
  );
}

function CurveForm({ editor, buffer }: { editor: CurveEditor; buffer: CurveBuffer }) {
  const intl = useIntl();
  const fieldText = useFieldErrorText();
  const { setBuffer, busy, errors, save } = editor;
  return (
    <Form onSubmit={(event) => void save(event)} noValidate>
      <div className="row g-2 mb-3">
        {curveFields.map((field) => (
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
  );
}

/** The unit's curve as read, while it is not being edited. */
function CurveValues({ curve }: { curve: HeatingCurve }) {
  const intl = useIntl();
  return (
    <dl className="row mb-0" data-testid="curve-values">
      {curveFields.map((field) => (
        <div className="col-12 col-sm-4" key={field}>
          <dt className="small text-body-secondary">
            <FormattedMessage id={`curve.${field}`} />
          </dt>
          <dd className="fs-5 mb-0">{intl.formatNumber(curve[field], { maximumFractionDigits: 2 })}</dd>
        </div>
      ))}
    </dl>
  );
}
