import { call, showToast } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportFailure } from './report-failure.js';

/** Asks the server for the unit kind's layout again (after a firmware update changed it). */
export function ReloadLayoutButton({ sn, onFailure }: { sn: string; onFailure: ReportFailure }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  async function reload() {
    setBusy(true);
    try {
      await call('canipReloadLayout', { params: { sn } });
      showToast({
        variant: 'success',
        title: intl.formatMessage({ id: 'title' }),
        body: intl.formatMessage({ id: 'header.reloaded' }),
      });
    } catch (error) {
      onFailure('reloadFailed', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline-secondary" size="sm" disabled={busy} onClick={() => void reload()}>
      <i className="bi bi-arrow-repeat me-1" aria-hidden />
      <FormattedMessage id="header.reloadLayout" />
    </Button>
  );
}
