import type { Language } from '@portal/contracts';
import {
  ApiError,
  appInfoAtom,
  closeToast,
  currentUserAtom,
  languageAtom,
  openModal,
  portalStore,
  refreshSession,
  showToast,
  useEndpointMutation,
  useErrorText,
  useUiText,
  returnPath,
  browserPage,
  useAtom,
  useAtomValue,
} from '@portal/web-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginState } from '../../components/login-state.js';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';

/** Spec 9: with single sign-on the login page hands over after 100 ms. */
export const ssoRedirectMs = 100;

/** Spec 2: /login while logged in says so, then goes on (long enough to read the note). */
export const alreadyLoggedInRedirectMs = 1500;

/** The login as an e-mail address, if it is one (the contracts' check: zod loads only when asked). */
async function emailOf(login: string): Promise<string | undefined> {
  const { emailField } = await import('@portal/contracts');
  const email = emailField.safeParse(login);
  return email.success ? email.data : undefined;
}

function ResetDoneModal({ email, onClose }: { email: string; onClose: () => void }) {
  const ui = useUiText();
  return (
    <Modal show onHide={onClose} centered>
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title>
          <FormattedMessage id="login.resetDone.title" />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormattedMessage id="login.resetDone.text" values={{ email }} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>
          <FormattedMessage id="common.ok" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** /login (spec 2, 4, 5): user lowercased, both fields required, Enter submits, reset by e-mail. */
export function LoginPage() {
  const app = useAtomValue(appInfoAtom);
  const user = useAtomValue(currentUserAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [failedOnce, setFailedOnce] = useState(false);
  const [emailError, setEmailError] = useState<string | undefined>();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useErrorText();
  const intl = useIntl();
  const state = (location.state ?? {}) as LoginState;
  // After login the user goes back to the page that needed it (spec 4: else to /).
  const target = returnPath(state.from) ?? '/';
  // Issue 40, 27: the failure toasts belong to this page; a login that follows, or leaving the
  // page, closes them so they do not stay on the start page.
  const errorToasts = useRef<number[]>([]);
  const closeErrorToasts = () => errorToasts.current.splice(0).forEach(closeToast);
  useEffect(() => {
    const shown = errorToasts.current;
    return () => shown.splice(0).forEach(closeToast);
  }, []);

  const signIn = useEndpointMutation('login', {
    afterAnswer: async (answer) => {
      if (answer.result !== 'success') portalStore.set(forcePasswordChangeAtom, true);
      closeErrorToasts();
      await refreshSession();
    },
  });
  // A login that went through stays busy until the page has left.
  const running = signIn.isPending || signIn.isSuccess;
  const reset = useEndpointMutation('pwReset');

  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), alreadyLoggedInRedirectMs);
    return () => clearTimeout(timer);
  }, [user, navigate, target]);

  // `?password`: the password form for accounts without single sign-on (and the demo accounts).
  const sso = Boolean(app?.usesaml2) && !new URLSearchParams(location.search).has('password');
  useEffect(() => {
    if (!sso || user) return;
    const timer = setTimeout(
      () => browserPage.assign(`/rest/saml2/login?RelayState=${encodeURIComponent(target)}`),
      ssoRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [sso, user, target]);

  if (user) {
    return (
      <Card className="portal-login-card">
        <Card.Body className="p-4">
          <h1 className="h4">
            <FormattedMessage id="login.already" />
          </h1>
          <p className="text-secondary">
            <FormattedMessage id="login.alreadyAs" values={{ name: user.data.name || user.data.login }} />
          </p>
          <Link to={target} className="btn btn-primary">
            <FormattedMessage id="login.back" />
          </Link>
        </Card.Body>
      </Card>
    );
  }

  // Spec 8: login failures are persistent danger toasts titled 'error'.
  const showError = (message: string) =>
    errorToasts.current.push(
      showToast({
        variant: 'danger',
        title: intl.formatMessage({ id: 'login.errorTitle' }),
        body: message,
        persistent: true,
      }),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login || !password || running) return;
    signIn.mutate(
      { body: { user: login, password } },
      {
        onSuccess: () => void navigate(target, { replace: true }),
        onError: (error) => {
          showError(error instanceof ApiError ? error.message : String(error));
          void emailOf(login).then((email) => email && setFailedOnce(true));
        },
      },
    );
  };

  const forgot = async () => {
    const email = await emailOf(login);
    if (!email) {
      setEmailError(errorText('login.emailinvalid'));
      return;
    }
    setEmailError(undefined);
    reset.mutate(
      { body: { email } },
      {
        onSuccess: () =>
          void openModal<void>((close) => <ResetDoneModal email={email} onClose={() => close()} />).then(() =>
            setLogin(''),
          ),
        onError: (error) => showError(error.message),
      },
    );
  };

  if (sso) {
    return (
      <div className="text-center text-secondary py-5">
        <p role="status">
          <FormattedMessage id="login.sso" />
        </p>
        <Link to={{ pathname: '/login', search: '?password' }} state={state}>
          <FormattedMessage id="login.sso.password" />
        </Link>
      </div>
    );
  }

  return (
    <Card className="portal-login-card">
      <Card.Body className="p-4">
        <h1 className="h4 mb-1">
          <FormattedMessage id="login.title" />
        </h1>
        <p className="text-secondary mb-4">
          <FormattedMessage id="login.intro" />
        </p>
        {state.expired ? (
          <Alert variant="warning" className="small" role="status">
            <FormattedMessage id="login.expired" />
          </Alert>
        ) : null}
        <Form onSubmit={submit} noValidate>
          <Form.Group className="mb-3" controlId="login-user">
            <Form.Label>
              <FormattedMessage id="login.user" />
            </Form.Label>
            <Form.Control
              name="user"
              autoComplete="username"
              autoCapitalize="none"
              value={login}
              isInvalid={Boolean(emailError)}
              onChange={(event) => {
                setLogin(event.target.value.toLowerCase());
                setEmailError(undefined);
              }}
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{emailError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-2" controlId="login-password">
            <Form.Label>
              <FormattedMessage id="login.password" />
            </Form.Label>
            <Form.Control
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Group>
          <Button variant="link" className="px-0 mb-3" onClick={() => void forgot()}>
            <FormattedMessage id="login.forgot" />
          </Button>
          {failedOnce ? (
            <Alert variant="info" className="small">
              <FormattedMessage id="login.failedOnce" />
            </Alert>
          ) : null}
          <div className="d-flex gap-2 justify-content-end">
            <Button
              variant="outline-secondary"
              onClick={() => {
                setLogin('');
                setPassword('');
              }}
            >
              <FormattedMessage id="login.cancel" />
            </Button>
            <Button type="submit" disabled={!login || !password || running}>
              <FormattedMessage id="login.submit" />
            </Button>
          </div>
        </Form>
        <hr className="my-4" />
        <Form.Group className="d-flex align-items-center gap-2" controlId="login-language">
          <Form.Label className="mb-0 small text-secondary">
            <i className="bi bi-translate me-1" aria-hidden />
            <FormattedMessage id="login.language" />
          </Form.Label>
          <Form.Select
            size="sm"
            className="w-auto"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <option value="de-de">Deutsch</option>
            <option value="en-gb">English</option>
          </Form.Select>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
