import type { DeviceMenuResponse } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';

/** The locking fault as 'Code 122: its text', or 'none'. */
export function LockingFaultText({ fault }: { fault: DeviceMenuResponse['status']['lockingFault'] }) {
  return fault ? (
    <FormattedMessage id="status.fault" values={{ code: fault.code, text: fault.text }} />
  ) : (
    <FormattedMessage id="status.none" />
  );
}
