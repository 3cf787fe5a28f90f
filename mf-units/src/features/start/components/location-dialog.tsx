import type { LocationEntry } from '@portal/contracts';
import { openModal, useUiText } from '@portal/web-kit';
import { useEffect, useId, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { UnitsText } from '../../../components/units-text.js';
import { FormSection } from '../../../components/form-section.js';
import { useLocationEditor } from '../hooks/use-location-editor.js';
import type { ChosenUnit } from '../location-form.js';
import { LocationFields } from './location-fields.js';
import { LocationUnits } from './location-units.js';
import { SystemtechnikChecks } from './systemtechnik-checks.js';

export interface LocationDialogOptions {
  /** The location to edit; null creates one. */
  location: LocationEntry | null;
  /** A new location starts with these units (the unit whose 'create location' was pressed). */
  units?: ChosenUnit[];
}

/** Opens the location dialog (spec 2, 3, 5); resolves with the saved location, else undefined. */
export async function openLocationDialog(options: LocationDialogOptions): Promise<LocationEntry | undefined> {
  return openModal<LocationEntry>((close, zIndex) => (
    <LocationDialog {...options} zIndex={zIndex} close={close} />
  ));
}

function LocationDialog({
  location,
  units = [],
  zIndex,
  close,
}: LocationDialogOptions & { zIndex: number; close: (result?: LocationEntry) => void }) {
  const ui = useUiText();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editor = useLocationEditor(location, units);
  const { busy, errors, attempts } = editor;

  // Each failed attempt takes the user to the first field to fix.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [attempts]);

  return (
    <Modal
      show
      onHide={() => {
        if (!busy) close();
      }}
      backdrop="static"
      style={{ zIndex }}
      size="lg"
      fullscreen="sm-down"
      scrollable
      aria-labelledby={`${ids}-title`}
    >
      <Modal.Header closeButton={!busy} closeLabel={ui('close')}>
        <Modal.Title as="h2" className="h5" id={`${ids}-title`}>
          <UnitsText id={location ? 'units.locationDialog.editTitle' : 'units.locationDialog.createTitle'} />
        </Modal.Title>
      </Modal.Header>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.submit().then((saved) => saved && close(saved));
        }}
        className="d-flex flex-column flex-grow-1"
        style={{ minHeight: 0 }}
      >
        <Modal.Body>
          {Object.keys(errors).length > 0 ? (
            <Alert variant="danger" className="py-2" role="alert">
              <UnitsText id="units.common.fixErrors" />
            </Alert>
          ) : null}
          <LocationFields editor={editor} />
          <SystemtechnikChecks editor={editor} />
          <FormSection title={<UnitsText id="units.locationDialog.units" />}>
            <LocationUnits
              units={editor.form.units}
              loading={editor.unitsLoading}
              initialSN={editor.initialSN}
              error={errors['hkas']}
              disabled={busy}
              onRemove={(sn) => editor.setUnits(editor.form.units.filter((unit) => unit.seriennummer !== sn))}
              onChoose={() => void editor.chooseUnits()}
            />
          </FormSection>
          <p className="small text-body-secondary mb-0">
            <UnitsText id="units.common.requiredHint" />
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => close()} disabled={busy}>
            <UnitsText id="units.common.cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={busy || editor.unitsLoading}>
            {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden /> : null}
            <UnitsText id="units.common.save" />
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
