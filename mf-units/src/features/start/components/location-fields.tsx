import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { UnitsMessageId } from '../../../components/messages.js';
import { UnitsText } from '../../../components/units-text.js';
import { FormSection } from '../../../components/form-section.js';
import { TextField, type TextFieldProps } from '@portal/web-kit';
import type { LocationEditor } from '../hooks/use-location-editor.js';
import type { LocationTextField } from '@portal/contracts';

/** The location dialog's fields: name and virtual flag, address, contact person. */
export function LocationFields({ editor }: { editor: LocationEditor }) {
  const ids = useId();
  const { form, errors, busy } = editor;
  const field = (name: LocationTextField, label: UnitsMessageId, props: Partial<TextFieldProps> = {}) => (
    <TextField
      label={<UnitsText id={label} />}
      value={form.text[name]}
      onChange={(value) => editor.setText(name, value)}
      error={errors[name]}
      disabled={busy}
      {...props}
    />
  );
  return (
    <>
      <FormSection title={<UnitsText id="units.locationDialog.sectionLocation" />}>
        <Row className="g-3 align-items-end">
          <div className="col-md-8">
            {field('name', 'units.locationDialog.name', { required: true, autoFocus: true })}
          </div>
          <div className="col-md-4">
            <Form.Check
              type="switch"
              id={`${ids}-virtual`}
              className="mb-2"
              checked={form.locationVirtual}
              disabled={busy}
              onChange={(event) => editor.setVirtual(event.target.checked)}
              label={<UnitsText id="units.locationDialog.virtual" />}
            />
          </div>
        </Row>
      </FormSection>
      <FormSection title={<UnitsText id="units.locationDialog.sectionAddress" />}>
        <Row className="g-3">
          <div className="col-8 col-md-9">
            {field('strasse', 'units.locationDialog.strasse', { autoComplete: 'address-line1' })}
          </div>
          <div className="col-4 col-md-3">{field('hausnummer', 'units.locationDialog.hausnummer')}</div>
          <div className="col-5 col-md-3">
            {field('plz', 'units.locationDialog.plz', {
              required: true,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 5,
            })}
          </div>
          <div className="col-7 col-md-9">
            {field('ort', 'units.locationDialog.ort', { autoComplete: 'address-level2' })}
          </div>
        </Row>
      </FormSection>
      <FormSection title={<UnitsText id="units.locationDialog.sectionContact" />}>
        <Row className="g-3">
          {/* The contact is someone at the location, not the user: no autofill from the account. */}
          <div className="col-md-6">
            {field('vorname', 'units.locationDialog.vorname', { autoComplete: 'off' })}
          </div>
          <div className="col-md-6">
            {field('nachname', 'units.locationDialog.nachname', { autoComplete: 'off' })}
          </div>
          <div className="col-md-6">
            {field('email', 'units.locationDialog.email', {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'off',
            })}
          </div>
          <div className="col-md-6">
            {field('telefonnummer', 'units.locationDialog.telefonnummer', {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'off',
            })}
          </div>
        </Row>
      </FormSection>
    </>
  );
}
