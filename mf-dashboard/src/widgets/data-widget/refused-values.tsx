import type { UnitMetadata } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';
import { useRefusalReason } from '../inputs/input-text.js';
import { valueLabel } from '../text/text-content.js';

/**
 * What the unit refused at the last save and why (issue 40, 23): announced at once, above the
 * save buttons, so a partly refused save never leaves edit mode without a word.
 */
export function RefusedValues({
  refused,
  meta,
}: {
  refused: ReadonlyMap<string, string>;
  meta: UnitMetadata;
}) {
  const because = useRefusalReason(meta);
  return (
    <Alert variant="danger" className="mx-3 mb-2 small" role="alert">
      <FormattedMessage id="mf.dashboard.widget.refused" values={{ count: refused.size }} />
      <ul className="mb-0 mt-1 ps-3">
        {[...refused].map(([key, reason]) => (
          <li key={key}>
            <FormattedMessage
              id="mf.dashboard.widget.refusedValue"
              values={{ label: valueLabel(meta, key), reason: because(reason) }}
            />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
