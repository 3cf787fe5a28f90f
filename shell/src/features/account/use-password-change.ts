import {
  ApiError,
  appInfoAtom,
  portalStore,
  refreshSession,
  useEndpointMutation,
  useErrorText,
  useAtomValue,
} from '@portal/web-kit';
import { passwordProblems } from '@portal/contracts';
import { useState } from 'react';
import { forcePasswordChangeAtom } from '../../components/account-atoms.js';
import { useAccountText } from './account-text.js';
import { messageOf } from './account-user.js';

/** Spec 7: with single sign-on the password change is followed by the SAML logout. */
export const samlLogoutUrl = '/rest/saml2/logout?redirect=/';

export type PasswordField = 'oldPassword' | 'password' | 'passwordConfirm';
const fieldNames: readonly string[] = [
  'oldPassword',
  'password',
  'passwordConfirm',
] satisfies PasswordField[];

/** Sends the change; a changed password no longer forces the dialog, and the session learns so. */
function useChangePassword() {
  const text = useAccountText();
  return useEndpointMutation('pwChange', {
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
}

/**
 * The password dialog's state: the three entries, whether the old password is asked for, the
 * server's complaints per field (and those about no field), and the change itself.
 */
export function usePasswordChange({
  forced,
  resetGranted,
  close,
}: {
  forced: boolean;
  resetGranted: boolean;
  close: (result?: boolean) => void;
}) {
  const errorText = useErrorText();
  const appInfo = useAtomValue(appInfoAtom);
  const [entries, setEntries] = useState<Record<PasswordField, string>>({
    oldPassword: '',
    password: '',
    passwordConfirm: '',
  });
  // Hidden when forced or after a reset; shown anyway when the server still asks for it (an account
  // whose password was flagged invalid but still exists).
  const [oldShown, setOldShown] = useState(!forced && !resetGranted);
  const change = useChangePassword();
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});

  const busy = change.isPending;
  const canSubmit =
    passwordProblems(entries.password, entries.passwordConfirm).length === 0 &&
    (!oldShown || entries.oldPassword !== '') &&
    !busy;
  const otherErrors = Object.entries(serverErrors)
    .filter(([field]) => !fieldNames.includes(field))
    .flatMap(([, keys]) => keys ?? []);

  const edit = (field: PasswordField) => (value: string) => {
    setEntries((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  /** The server's complaint about a field as text, or undefined when it has none. */
  const fieldError = (field: PasswordField) =>
    serverErrors[field] ? serverErrors[field].map((key) => errorText(key)).join(' ') : undefined;

  function submit() {
    const { oldPassword, password, passwordConfirm } = entries;
    setServerErrors({});
    change.mutate(
      { body: oldShown ? { oldPassword, password, passwordConfirm } : { password, passwordConfirm } },
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

  return { entries, oldShown, busy, canSubmit, otherErrors, edit, fieldError, submit };
}

export type PasswordChange = ReturnType<typeof usePasswordChange>;
