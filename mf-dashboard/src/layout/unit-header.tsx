import {
  type MessageId,
  currentUserAtom,
  type ConnectedUnit,
  type UnitMetadata,
  formatSerial,
  unitValuesAtom,
  atom,
  useAtomValue,
} from '@portal/web-kit';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnitStatus } from './unit-status.js';
import { useRefresh } from './use-refresh.js';

/** When the newest of the current unit's values was taken (0 without values). */
const newestValueTsAtom = atom((get) =>
  Math.max(0, ...[...get(unitValuesAtom).values()].map((value) => value.ts)),
);
const noValueTimeAtom = atom(0);

interface Props {
  sn: string;
  unit: ConnectedUnit;
  meta: UnitMetadata;
  titleId: MessageId;
  titleValues?: Record<string, string>;
  /** Buttons before the debug refresh (back, collapse, layout file). */
  children?: ReactNode;
}

/** A unit page's title with the serial, the unit's kind and state, and the debug refresh button. */
export function UnitHeader({ sn, unit, meta, titleId, titleValues, children }: Props) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const { running, refresh } = useRefresh(sn);
  const online = unit.online && !unit.offline;
  // Offline: the stored values and when the newest was taken, or plainly that there are none. Online,
  // the header does not follow the live values at all.
  const newest = useAtomValue(online ? noValueTimeAtom : newestValueTsAtom);
  return (
    <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <div className="me-auto mfd-min-w-0">
        <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
          <h1 className="h3 mb-0">
            <FormattedMessage id={titleId} values={{ sn: formatSerial(sn), ...titleValues }} />
          </h1>
          <UnitStatus sn={sn} unit={unit} meta={meta} online={online} />
        </div>
        <div className="small text-body-secondary d-flex flex-wrap align-items-center column-gap-1">
          <span>{meta.screenText(`productGroup.${unit.productGroup}`)}</span>
          {unit.benennung && <span>· {unit.benennung}</span>}
          {unit.module && <span>· {unit.module}</span>}
        </div>
      </div>
      {children}
      {user?.debug && (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => void refresh()}
          disabled={running}
          aria-label={intl.formatMessage({ id: 'mf.dashboard.refresh' })}
        >
          {running ? <Spinner size="sm" aria-hidden /> : <i className="bi bi-arrow-clockwise" aria-hidden />}
          <span className="ms-1 d-none d-sm-inline">
            <FormattedMessage id="mf.dashboard.refresh" />
          </span>
        </Button>
      )}
      {!online && (
        <p className="w-100 small text-body-secondary mb-0">
          <i className="bi bi-cloud-slash me-1" aria-hidden />
          {newest > 0 ? (
            <FormattedMessage
              id="mf.dashboard.unit.offlineHint"
              values={{ time: intl.formatDate(new Date(newest), { format: 'long' }) }}
            />
          ) : (
            <FormattedMessage id="mf.dashboard.unit.offlineNoValues" />
          )}
        </p>
      )}
    </header>
  );
}
