import type { Language } from '@portal/contracts';
import {
  appInfoAtom,
  currentUserAtom,
  languageAtom,
  returnPath,
  useAtom,
  useAtomValue,
  Link,
  useLocation,
} from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { LoginState } from '../../components/login-state.js';
import { type LoginFormState, useEarlyLoginTakeOver, useLoginForm, useLoginRedirects } from './use-login.js';

/**
 * /login (spec 2, 4, 5): user lowercased, both fields required, Enter submits, reset by e-mail.
 * `onSignedIn` hears where a login that went through goes next (the route asks for that page's data).
 */
export function LoginPage({ onSignedIn }: { onSignedIn?: (target: string) => void } = {}) {
  const app = useAtomValue(appInfoAtom);
  const user = useAtomValue(currentUserAtom);
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  // After login the user goes back to the page that needed it (spec 4: else to /).
  const target = returnPath(state.from) ?? '/';
  // `?password`: the password form for accounts without single sign-on (and the demo accounts).
  const sso = Boolean(app?.usesaml2) && !new URLSearchParams(location.search).has('password');
  useLoginRedirects(Boolean(user), sso, target);
  const form = useLoginForm(target, onSignedIn);
  const [language, setLanguage] = useAtom(languageAtom);
  useEarlyLoginTakeOver(form, language, setLanguage);

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
        <LoginForm form={form} />
        <hr className="my-4" />
        <LanguageChoice />
      </Card.Body>
    </Card>
  );
}

/** The user and password fields, the reset link, cancel and log in. */
function LoginForm({ form }: { form: LoginFormState }) {
  return (
    <Form onSubmit={form.submit} noValidate>
      <Form.Group className="mb-3" controlId="login-user">
        <Form.Label>
          <FormattedMessage id="login.user" />
        </Form.Label>
        <Form.Control
          name="user"
          autoComplete="username"
          autoCapitalize="none"
          value={form.login}
          isInvalid={Boolean(form.emailError)}
          onChange={(event) => form.setLogin(event.target.value)}
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{form.emailError}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="login-password">
        <Form.Label>
          <FormattedMessage id="login.password" />
        </Form.Label>
        <Form.Control
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
        />
      </Form.Group>
      <Button variant="link" className="px-0 mb-3" onClick={() => void form.forgot()}>
        <FormattedMessage id="login.forgot" />
      </Button>
      {form.failedOnce ? (
        <Alert variant="info" className="small">
          <FormattedMessage id="login.failedOnce" />
        </Alert>
      ) : null}
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={form.clear}>
          <FormattedMessage id="login.cancel" />
        </Button>
        <Button type="submit" disabled={!form.login || !form.password || form.running}>
          <FormattedMessage id="login.submit" />
        </Button>
      </div>
    </Form>
  );
}

/** The language of the portal's texts, before anyone is logged in. */
function LanguageChoice() {
  const [language, setLanguage] = useAtom(languageAtom);
  return (
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
  );
}
