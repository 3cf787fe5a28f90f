import type { Language } from '@portal/contracts';
import {
  ApiError,
  browserPage,
  closeToast,
  openModal,
  portalStore,
  refreshSession,
  showToast,
  useEndpointMutation,
  useErrorText,
  useNavigate,
} from '@portal/web-kit';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';
import {
  type EarlyLoginState,
  earlyLoginState,
  takeOverEarlyLogin,
} from '../../components/login-hand-over.js';
import { ResetDoneModal } from './reset-done-modal.js';

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

/** The timed hand-overs: a signed-in user goes on to the target, single sign-on to the IdP. */
export function useLoginRedirects(loggedIn: boolean, sso: boolean, target: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), alreadyLoggedInRedirectMs);
    return () => clearTimeout(timer);
  }, [loggedIn, navigate, target]);
  useEffect(() => {
    if (!sso || loggedIn) return;
    const timer = setTimeout(
      () => browserPage.assign(`/rest/saml2/login?RelayState=${encodeURIComponent(target)}`),
      ssoRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [sso, loggedIn, target]);
}

/**
 * Spec 8: login failures are persistent danger toasts titled 'error'. Issue 40, 27: they belong to
 * this page; a login that follows, or leaving the page, closes them so they do not stay on the start page.
 */
function useErrorToasts() {
  const intl = useIntl();
  const errorToasts = useRef<number[]>([]);
  useEffect(() => {
    const shown = errorToasts.current;
    return () => shown.splice(0).forEach(closeToast);
  }, []);
  const showError = (message: string) =>
    errorToasts.current.push(
      showToast({
        variant: 'danger',
        title: intl.formatMessage({ id: 'login.errorTitle' }),
        body: message,
        persistent: true,
      }),
    );
  return { showError, closeErrors: () => errorToasts.current.splice(0).forEach(closeToast) };
}

/**
 * The login form's state: its fields, the login and the password reset by e-mail. `onSignedIn`
 * hears of a login that went through, with where it goes next, just before the page leaves.
 */
export function useLoginForm(target: string, onSignedIn?: (target: string) => void) {
  // What was typed into the login entry's early form, if it is still drawn (ADR 0030).
  const [early] = useState(earlyLoginState);
  const [login, setLogin] = useState(early?.login ?? '');
  const [password, setPassword] = useState(early?.password ?? '');
  const [failedOnce, setFailedOnce] = useState(false);
  const [emailError, setEmailError] = useState<string | undefined>();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { showError, closeErrors } = useErrorToasts();
  const signIn = useEndpointMutation('login', {
    afterAnswer: async (answer) => {
      if (answer.result !== 'success') portalStore.set(forcePasswordChangeAtom, true);
      closeErrors();
      await refreshSession();
      onSignedIn?.(target);
    },
  });
  // A login that went through stays busy until the page has left.
  const running = signIn.isPending || signIn.isSuccess;
  const reset = useEndpointMutation('pwReset');

  const send = (user: string, secret: string) => {
    if (!user || !secret || running) return;
    signIn.mutate(
      { body: { user, password: secret } },
      {
        onSuccess: () => void navigate(target, { replace: true }),
        onError: (error) => {
          showError(error instanceof ApiError ? error.message : String(error));
          void emailOf(user).then((email) => email && setFailedOnce(true));
        },
      },
    );
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    send(login, password);
  };

  const requestReset = async (user: string) => {
    const email = await emailOf(user);
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

  const forgot = () => requestReset(login);

  /** The early form's last values (ADR 0030). */
  const adopt = (early: EarlyLoginState) => {
    setLogin(early.login);
    setPassword(early.password);
  };

  return {
    adopt,
    login,
    password,
    running,
    failedOnce,
    emailError,
    setLogin: (value: string) => {
      setLogin(value.toLowerCase());
      setEmailError(undefined);
    },
    setPassword,
    clear: () => {
      setLogin('');
      setPassword('');
    },
    submit,
    forgot,
  };
}
export type LoginFormState = ReturnType<typeof useLoginForm>;

/**
 * Takes the login entry's early form over once this page is in the DOM, before the browser paints:
 * the early form goes, the app's root shows, and its values, the focus with its selection and the
 * language move over. The values are also read at the first render, but a navigation renders as a
 * transition, which lets the person type on in the early form until the commit: the last state
 * counts.
 */
export function useEarlyLoginTakeOver(
  form: Pick<LoginFormState, 'adopt'>,
  language: Language,
  setLanguage: (language: Language) => void,
) {
  const takeOver = useRef({ form, language, setLanguage });
  useLayoutEffect(() => {
    const early = takeOverEarlyLogin();
    if (!early) return;
    const { form, language, setLanguage } = takeOver.current;
    // The fields show the last values before the focus and selection move to them; the state follows
    // with the same values, which React then leaves in place.
    for (const [id, value] of [
      ['login-user', early.login],
      ['login-password', early.password],
    ] as const) {
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement) field.value = value;
    }
    form.adopt(early);
    if (early.languageChosen && early.language !== language) setLanguage(early.language);
    focusEarlyField(early);
  }, []);
}

function focusEarlyField(early: EarlyLoginState) {
  const field = document.getElementById(early.focus?.id ?? 'login-user');
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  field.focus();
  const selection = early.focus?.selection;
  if (selection && field instanceof HTMLInputElement) field.setSelectionRange(...selection);
}
