import { browserPage, useEndpointMutation, useErrorText } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { UnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';

/** While an admin acts as another user: who is acting, and the way back (then the page reloads). */
export function ImpersonationBanner({ admin, login }: { admin: string; login: string }) {
  const errorText = useErrorText();
  const end = useEndpointMutation('adminEndImpersonation', {
    errorToast: (error) => ({
      variant: 'danger',
      title: errorText('exception.error'),
      body: messageOf(error),
    }),
  });
  // Once ended, the page reloads as the admin: the button stays busy until then.
  const busy = end.isPending || end.isSuccess;
  const back = () => end.mutate(undefined, { onSuccess: () => browserPage.reload() });

  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-2 py-2 px-3 mb-3"
      data-testid="impersonation-banner"
    >
      <i className="bi bi-incognito" aria-hidden />
      <span className="me-auto small">
        <UnitsText id="units.impersonation.active" values={{ login, admin }} />
      </span>
      <Button size="sm" variant="outline-dark" onClick={back} disabled={busy}>
        {busy ? (
          <Spinner size="sm" animation="border" className="me-1" aria-hidden />
        ) : (
          <i className="bi bi-arrow-return-left me-1" aria-hidden />
        )}
        <UnitsText id="units.impersonation.back" values={{ admin }} />
      </Button>
    </Alert>
  );
}
