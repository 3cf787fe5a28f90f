import {
  ApiError,
  call,
  confirmDialog,
  portalStore,
  refreshSession,
  Link,
  useNavigate,
  useParams,
} from '@portal/web-kit';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';

type State = { state: 'running' } | { state: 'hashError' } | { state: 'failed'; message: string };

/** Connects the link's unit; a failure is shown in a 'Fehler' modal (spec 8) and the start page opens. */
async function connectUnit(sn: string, intl: IntlShape): Promise<boolean> {
  try {
    await call('canipConnect', { params: { sn } });
    return true;
  } catch (error) {
    await confirmDialog({
      title: intl.formatMessage({ id: 'login.hash.connectFailed' }),
      description: error instanceof ApiError ? error.message : String(error),
      confirmText: intl.formatMessage({ id: 'login.hash.ok' }),
      variant: 'danger',
    });
    return false;
  }
}

/**
 * /login/:hash (spec 2): 2 segments log a user in, 3 also name the unit whose dashboard opens;
 * any other count is a 'Hash-Fehler'. Reset links and empty passwords force a new password.
 */
export function HashLoginPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const segments = hash.split('.');
  const wellFormed = segments.length === 2 || segments.length === 3;
  const [state, setState] = useState<State>(wellFormed ? { state: 'running' } : { state: 'hashError' });

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    call('login', { body: { hash } })
      .then(async (answer) => {
        if (answer.result !== 'success') portalStore.set(forcePasswordChangeAtom, true);
        await refreshSession();
        const target = answer.sn && (await connectUnit(answer.sn, intl)) ? `/${answer.sn}/dashboard` : '/';
        if (current) void navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        if (current)
          setState({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [hash, wellFormed, navigate, intl]);

  return (
    <Card className="portal-login-card">
      <Card.Body className="p-4">
        <h1 className="h4 mb-3">
          <FormattedMessage id="login.hash.title" />
        </h1>
        {state.state === 'running' ? (
          <div className="d-flex align-items-center gap-2 text-secondary mb-3" role="status">
            <Spinner animation="border" size="sm" />
            <FormattedMessage id="login.hash.running" />
          </div>
        ) : (
          <>
            <Alert variant="danger" role="alert">
              {state.state === 'hashError' ? (
                <FormattedMessage id="login.hash.error" />
              ) : (
                <>
                  <p className="fw-semibold mb-1">
                    <FormattedMessage id="login.hash.failed" />
                  </p>
                  <span style={{ whiteSpace: 'pre-line' }}>{state.message}</span>
                </>
              )}
            </Alert>
            <Link to="/login" className="btn btn-primary">
              <FormattedMessage id="login.toLogin" />
            </Link>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
