import { ApiError, appInfoAtom, confirmDialog, portalStore, useErrorText } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { refreshableUnit, requestValues } from '../unit/collector.js';

/** The debug refresh button (spec 2): disabled while running; a failure opens a 'Fehler' modal. */
export function useRefresh(sn: string): { running: boolean; refresh: () => Promise<void> } {
  const [running, setRunning] = useState(false);
  const intl = useIntl();
  const errorText = useErrorText();
  async function refresh() {
    if (!refreshableUnit(sn, portalStore.get(appInfoAtom)?.betreiberZustimmung ?? false)) return;
    setRunning(true);
    try {
      await requestValues(sn);
    } catch (error) {
      await confirmDialog({
        title: intl.formatMessage({ id: 'mf.dashboard.refresh.failed' }),
        description: error instanceof ApiError ? errorText(error.key, { subject: sn }) : String(error),
        confirmText: intl.formatMessage({ id: 'mf.dashboard.common.ok' }),
      });
    } finally {
      setRunning(false);
    }
  }
  return { running, refresh };
}
