import { browserPage, call, showToast, useErrorText } from '@portal/web-kit';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { UnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';

/** While an admin acts as another user: who is acting, and the way back (then the page reloads). */
export function ImpersonationBanner({ admin, login }: { admin: string; login: string }) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);

  async function back() {
    setBusy(true);
    try {
      await call('adminEndImpersonation');
    } catch (error) {
      setBusy(false);
      showToast({ variant: 'danger', title: errorText('exception.error'), body: messageOf(error) });
      return;
    }
    browserPage.reload();
  }

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
      <Button size="sm" variant="outline-dark" onClick={() => void back()} disabled={busy}>
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
