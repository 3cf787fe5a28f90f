import { FormDialog, openModal, useErrorText } from '@portal/web-kit';
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { AccountText, useAccountText } from './account-text.js';
import { PasswordRules } from './password-rules.js';
import { type PasswordChange, usePasswordChange } from './use-password-change.js';

export interface PasswordDialogOptions {
  /** The password is empty or flagged invalid: no old password, no cancel, no way to close. */
  forced: boolean;
  /** Logged in through a reset link (or into an account without password): no old password. */
  resetGranted?: boolean;
}

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

function PasswordDialog({
  forced,
  resetGranted = false,
  zIndex,
  close,
}: PasswordDialogOptions & { zIndex: number; close: (result?: boolean) => void }) {
  const errorText = useErrorText();
  const change = usePasswordChange({ forced, resetGranted, close });
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
      onSubmit={change.submit}
      busy={change.busy}
      submitDisabled={!change.canSubmit}
      submitText={<AccountText id="account.password.submit" />}
      cancelText={<AccountText id="account.common.cancel" />}
      alert={
        change.otherErrors.length > 0 ? (
          <Alert variant="danger" className="py-2">
            {change.otherErrors.map((key) => errorText(key)).join(' ')}
          </Alert>
        ) : null
      }
    >
      <p className="text-body-secondary mb-4">
        <AccountText id={intro} />
      </p>
      <PasswordEntries change={change} oldNeeded={forced || resetGranted} />
    </FormDialog>
  );
}

/**
 * The old (when asked for), new and repeated password with a switch that shows them, and the rules'
 * checklist. `oldNeeded`: the old password is asked for although the dialog began without it.
 */
function PasswordEntries({ change, oldNeeded }: { change: PasswordChange; oldNeeded: boolean }) {
  const text = useAccountText();
  const errorText = useErrorText();
  const ids = useId();
  const [visible, setVisible] = useState(false);
  const { entries, oldShown, edit, fieldError } = change;
  const { oldPassword, password, passwordConfirm: confirmation } = entries;
  const mismatch = confirmation !== '' && !password.startsWith(confirmation);
  return (
    <>
      {oldShown ? (
        <PasswordField
          id={`${ids}-old`}
          className="mb-4"
          label="account.password.old"
          autoComplete="current-password"
          visible={visible}
          value={oldPassword}
          onChange={edit('oldPassword')}
          error={fieldError('oldPassword')}
          autoFocus
          hint={oldNeeded ? <AccountText id="account.password.oldNeeded" /> : undefined}
        />
      ) : null}

      <PasswordField
        id={`${ids}-new`}
        label="account.password.new"
        autoComplete="new-password"
        visible={visible}
        value={password}
        onChange={edit('password')}
        error={fieldError('password')}
        describedBy={`${ids}-rules`}
        autoFocus={!oldShown}
      />

      <PasswordField
        id={`${ids}-confirm`}
        label="account.password.confirm"
        autoComplete="new-password"
        visible={visible}
        value={confirmation}
        onChange={edit('passwordConfirm')}
        error={fieldError('passwordConfirm') ?? (mismatch ? errorText('login.error.pwdiffer') : undefined)}
      />

      <Form.Check
        type="switch"
        id={`${ids}-visible`}
        className="mb-3"
        label={text('account.password.show')}
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
      />

      <PasswordRules id={`${ids}-rules`} password={password} confirmation={confirmation} />
    </>
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
