import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { UnitsMessageId } from '../../../components/messages.js';
import { UnitsText } from '../../../components/units-text.js';
import type { ChangeSettings } from '../hooks/use-list-settings.js';
import type { ListSettings } from '../list-settings.js';

export type FilterField =
  'msr3Filter' | 'onlyExtern' | 'onlyWithLocation' | 'filterConnected' | 'attentionFirst';

/** One boolean list setting as a switch. */
export function FilterSwitch({
  field,
  label,
  settings,
  change,
}: {
  field: FilterField;
  label: UnitsMessageId;
  settings: ListSettings;
  change: ChangeSettings;
}) {
  const id = useId();
  return (
    <Form.Check
      type="switch"
      id={id}
      className="mb-0 text-nowrap"
      checked={settings[field]}
      onChange={(event) => change({ [field]: event.target.checked })}
      label={<UnitsText id={label} />}
    />
  );
}
