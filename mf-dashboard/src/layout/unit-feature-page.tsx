import {
  type MessageId,
  currentUnitAtom,
  type ConnectedUnit,
  type UnitMetadata,
  formatSerial,
  useAtomValue,
} from '@portal/web-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { UnitPageFrame } from './unit-page-frame.js';

interface Props {
  sn: string;
  /** A bootstrap-icons class, e.g. 'bi-bug'. */
  icon: string;
  titleId: MessageId;
  /** Buttons beside the title once the unit is loaded. */
  actions?: (unit: ConnectedUnit) => ReactNode;
  children: (unit: ConnectedUnit, meta: UnitMetadata) => ReactNode;
}

/** A unit page with a title (errors, settings, debug): the title at once, the content once loaded. */
export function UnitFeaturePage({ sn, icon, titleId, actions, children }: Props) {
  const current = useAtomValue(currentUnitAtom);
  const unit = current?.sn === sn ? current.unit : undefined;
  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <h1 className="h3 mb-0">
            <i className={`bi ${icon} me-2 text-body-secondary`} aria-hidden />
            <FormattedMessage id={titleId} />
          </h1>
          <div className="text-body-secondary" data-testid="page-serial">
            <FormattedMessage id="mf.dashboard.dashboard.title" values={{ sn: formatSerial(sn) }} />
            {unit?.benennung ? ` · ${unit.benennung}` : null}
          </div>
        </div>
        {unit && actions?.(unit)}
      </div>
      <UnitPageFrame sn={sn} withHeader={false}>
        {children}
      </UnitPageFrame>
    </div>
  );
}
