import { systemtechnikTypes } from '@portal/contracts';
import { appInfoAtom, useAtomValue } from '@portal/web-kit';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { UnitsText } from '../../../components/units-text.js';
import { FormSection } from '../../../components/form-section.js';
import { useSystemtechnikLabel } from '../../../components/systemtechnik-label.js';
import type { LocationEditor } from '../hooks/use-location-editor.js';

/** The system-technology checkboxes of the location dialog (the types the server offers). */
export function SystemtechnikChecks({ editor }: { editor: LocationEditor }) {
  const ids = useId();
  const label = useSystemtechnikLabel();
  const app = useAtomValue(appInfoAtom);
  // Flags the contract does not know could not be saved; the server lists the same types.
  const types = (app?.systemtechnikTypes ?? []).filter((type) =>
    (systemtechnikTypes as readonly string[]).includes(type),
  );
  if (types.length === 0) return null;
  return (
    <FormSection title={<UnitsText id="units.locationDialog.sectionSystem" />}>
      <div className="d-flex flex-wrap column-gap-4 row-gap-2">
        {types.map((type) => (
          <Form.Check
            key={type}
            id={`${ids}-${type}`}
            checked={editor.form.locationInfo[type] === true}
            disabled={editor.busy}
            onChange={(event) => editor.setSystem(type, event.target.checked)}
            label={label(type)}
          />
        ))}
      </div>
    </FormSection>
  );
}
