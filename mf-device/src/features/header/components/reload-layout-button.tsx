import { useEndpointMutation } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportFailure } from './report-failure.js';

/** Asks the server for the unit kind's layout again (after a firmware update changed it). */
export function ReloadLayoutButton({ sn, onFailure }: { sn: string; onFailure: ReportFailure }) {
  const intl = useIntl();
  const reload = useEndpointMutation('canipReloadLayout', {
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'title' }),
      body: intl.formatMessage({ id: 'header.reloaded' }),
    }),
  });
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      disabled={reload.isPending}
      onClick={() =>
        reload.mutate({ params: { sn } }, { onError: (error) => onFailure('reloadFailed', error) })
      }
    >
      <i className="bi bi-arrow-repeat me-1" aria-hidden />
      <FormattedMessage id="header.reloadLayout" />
    </Button>
  );
}
