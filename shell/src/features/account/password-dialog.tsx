import { type ErrorKey, passwordProblems } from '@portal/contracts';
import {
  ApiError,
  FormDialog,
  appInfoAtom,
  openModal,
  portalStore,
  refreshSession,
  useEndpointMutation,
  useErrorText,
  useAtomValue,
} from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';
import { AccountText, useAccountText } from './account-text.js';
import { messageOf } from './account-user.js';

export interface PasswordDialogOptions {
  /** The password is empty or flagged invalid: no old password, no cancel, no way to close. */
  forced: boolean;
  /** Logged in through a reset link (or into an account without password): no old password. */
  resetGranted?: boolean;
}

/** Spec 7: with single sign-on the password change is followed by the SAML logout. */
export const samlLogoutUrl = '/rest/saml2/logout?redirect=/';

/**
 * Opens the password dialog (spec 2, 4, 5). Resolves true after the password was changed (the
 * caller then goes to '/'), false when cancelled.
 */
export async function openPasswordDialog(options: PasswordDialogOptions): Promise<boolean> {
  const result = await openModal<boolean>((close, zIndex) => (
    <PasswordDialog {...options} zIndex={zIndex} close={close} />
  ));
  return result === true;
}

/** The shared rules in the order the checklist shows them; the last one compares both entries. */
const ruleKeys = [
  'login.error.TOO_SHORT',
  'login.error.INSUFFICIENT_LOWERCASE',
  'login.error.INSUFFICIENT_DIGIT',
  'login.error.ILLEGAL_WHITESPACE',
  'login.error.pwdiffer',
] as const satisfies readonly ErrorKey[];

type Field = 'oldPassword' | 'password' | 'passwordConfirm';
const fieldNames: readonly string[] = ['oldPassword', 'password', 'passwordConfirm'] satisfies Field[];

function PasswordDialog({
  forced,
  resetGranted = false,
  zIndex,
  close,
}: PasswordDialogOptions & { zIndex: number; close: (result?: boolean) => void }) {
  const text = useAccountText();
  const errorText = useErrorText();
  const appInfo = useAtomValue(appInfoAtom);
  const ids = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  // Hidden when forced or after a reset; shown anyway when the server still asks for it (an account
  // whose password was flagged invalid but still exists).
  const [oldShown, setOldShown] = useState(!forced && !resetGranted);
  const change = useEndpointMutation('pwChange', {
    afterAnswer: async () => {
      portalStore.set(forcePasswordChangeAtom, false);
      // The session now reports a valid password; a failed refresh must not keep the dialog open.
      await refreshSession().catch(() => undefined);
    },
    successToast: () => ({
      variant: 'success',
      title: text('account.password.title'),
      body: text('account.password.success'),
    }),
    errorToast: (error) => ({
      variant: 'danger',
      title: text('account.password.title'),
      body: messageOf(error),
      persistent: true,
    }),
  });
  const busy = change.isPending;
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});

  const problems = passwordProblems(password, confirmation);
  const canSubmit = problems.length === 0 && (!oldShown || oldPassword !== '') && !busy;
  const typed = password !== '' || confirmation !== '';
  const mismatch = confirmation !== '' && !password.startsWith(confirmation);
  const otherErrors = Object.entries(serverErrors)
    .filter(([field]) => !fieldNames.includes(field))
    .flatMap(([, keys]) => keys ?? []);

  const editing = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const fieldError = (field: Field) => (serverErrors[field] ?? []).map((key) => errorText(key)).join(' ');

  function submit() {
    setServerErrors({});
    change.mutate(
      {
        body: oldShown
          ? { oldPassword, password, passwordConfirm: confirmation }
          : { password, passwordConfirm: confirmation },
      },
      {
        onSuccess: () => {
          if (appInfo?.usesaml2) window.location.assign(samlLogoutUrl);
          close(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          setServerErrors(error.fields);
          if (error.fields['oldPassword'] && !oldShown) setOldShown(true);
        },
      },
    );
  }

  const intro = resetGranted
    ? 'account.password.resetIntro'
    : forced
      ? 'account.password.forcedIntro'
      : 'account.password.intro';

  return (
    <FormDialog
      zIndex={zIndex}
      title={<AccountText id="account.password.title" />}
      onCancel={forced ? undefined : () => close(false)}
      onSubmit={submit}
      busy={busy}
      submitDisabled={!canSubmit}
      submitText={<AccountText id="account.password.submit" />}
      cancelText={<AccountText id="account.common.cancel" />}
      alert={
        otherErrors.length > 0 ? (
          <Alert variant="danger" className="py-2">
            {otherErrors.map((key) => errorText(key)).join(' ')}
          </Alert>
        ) : null
      }
    >
      <p className="text-body-secondary mb-4">
        <AccountText id={intro} />
      </p>
      {oldShown ? (
        <PasswordField
          id={`${ids}-old`}
          className="mb-4"
          label="account.password.old"
          autoComplete="current-password"
          visible={visible}
          value={oldPassword}
          onChange={editing('oldPassword', setOldPassword)}
          error={serverErrors['oldPassword'] ? fieldError('oldPassword') : undefined}
          autoFocus
          hint={forced || resetGranted ? <AccountText id="account.password.oldNeeded" /> : undefined}
        />
      ) : null}

      <PasswordField
        id={`${ids}-new`}
        label="account.password.new"
        autoComplete="new-password"
        visible={visible}
        value={password}
        onChange={editing('password', setPassword)}
        error={serverErrors['password'] ? fieldError('password') : undefined}
        describedBy={`${ids}-rules`}
        autoFocus={!oldShown}
      />

      <PasswordField
        id={`${ids}-confirm`}
        label="account.password.confirm"
        autoComplete="new-password"
        visible={visible}
        value={confirmation}
        onChange={editing('passwordConfirm', setConfirmation)}
        error={
          serverErrors['passwordConfirm']
            ? fieldError('passwordConfirm')
            : mismatch
              ? errorText('login.error.pwdiffer')
              : undefined
        }
      />

      <Form.Check
        type="switch"
        id={`${ids}-visible`}
        className="mb-3"
        label={text('account.password.show')}
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
      />

      <section className="rounded border bg-body-tertiary px-3 py-2" aria-labelledby={`${ids}-rules-title`}>
        <h3 className="small fw-semibold mb-2" id={`${ids}-rules-title`}>
          <AccountText id="account.password.rules" />
        </h3>
        <ul className="list-unstyled small mb-1" id={`${ids}-rules`}>
          {ruleKeys.map((key) => {
            const met =
              key === 'login.error.pwdiffer'
                ? confirmation !== '' && confirmation === password
                : !passwordProblems(password).includes(key);
            return (
              <li
                key={key}
                data-rule={key}
                data-met={met}
                className={`d-flex align-items-start gap-2 mb-1 ${met ? 'text-success-emphasis' : typed ? 'text-danger-emphasis' : 'text-body-secondary'}`}
              >
                <RuleMark met={met} />
                <span>
                  <span className="visually-hidden">
                    <AccountText id={met ? 'account.password.ruleMet' : 'account.password.ruleUnmet'} />{' '}
                  </span>
                  {key === 'login.error.pwdiffer' ? (
                    <AccountText id="account.password.ruleMatch" />
                  ) : (
                    errorText(key)
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </FormDialog>
  );
}

/** A check mark or a cross (decorative; the state is also given as hidden text). */
function RuleMark({ met }: { met: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="flex-shrink-0 mt-1"
      fill="currentColor"
    >
      {met ? (
        <path d="M13.5 3.6a1 1 0 0 1 .1 1.4l-6.6 7.6a1 1 0 0 1-1.5.05L2.4 9.5a1 1 0 1 1 1.4-1.4l2.3 2.3 5.9-6.7a1 1 0 0 1 1.5-.1Z" />
      ) : (
        <path d="M4.7 3.3 8 6.6l3.3-3.3a1 1 0 1 1 1.4 1.4L9.4 8l3.3 3.3a1 1 0 0 1-1.4 1.4L8 9.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L6.6 8 3.3 4.7a1 1 0 0 1 1.4-1.4Z" />
      )}
    </svg>
  );
}

interface PasswordFieldProps {
  id: string;
  label: 'account.password.old' | 'account.password.new' | 'account.password.confirm';
  autoComplete: 'current-password' | 'new-password';
  visible: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The field's error text; the field is marked invalid while there is one. */
  error: string | undefined;
  className?: string;
  describedBy?: string;
  autoFocus?: boolean;
  hint?: ReactNode;
}

/** One password input with its label, error feedback and optional hint. */
function PasswordField(props: PasswordFieldProps) {
  const invalid = props.error !== undefined;
  return (
    <Form.Group className={props.className ?? 'mb-3'} controlId={props.id}>
      <Form.Label>
        <AccountText id={props.label} />
      </Form.Label>
      <Form.Control
        type={props.visible ? 'text' : 'password'}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={[`${props.id}-error`, props.describedBy].filter(Boolean).join(' ')}
        autoFocus={props.autoFocus}
      />
      <Form.Control.Feedback type="invalid" id={`${props.id}-error`}>
        {props.error}
      </Form.Control.Feedback>
      {props.hint ? <Form.Text>{props.hint}</Form.Text> : null}
    </Form.Group>
  );
}
