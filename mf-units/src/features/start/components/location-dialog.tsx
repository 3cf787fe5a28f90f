import type { LocationEntry } from '@portal/contracts';
import { FormDialog, openModal } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
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
  const editor = useLocationEditor(location, units);
  const { busy, errors, attempts } = editor;

  return (
    <FormDialog
      zIndex={zIndex}
      size="lg"
      title={
        <UnitsText id={location ? 'units.locationDialog.editTitle' : 'units.locationDialog.createTitle'} />
      }
      onCancel={() => close()}
      onSubmit={() => void editor.submit().then((saved) => saved && close(saved))}
      busy={busy}
      submitDisabled={editor.unitsLoading}
      attempts={attempts}
      submitText={<UnitsText id="units.common.save" />}
      cancelText={<UnitsText id="units.common.cancel" />}
      alert={
        Object.keys(errors).length > 0 ? (
          <Alert variant="danger" className="py-2" role="alert">
            <UnitsText id="units.common.fixErrors" />
          </Alert>
        ) : null
      }
    >
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
    </FormDialog>
  );
}
