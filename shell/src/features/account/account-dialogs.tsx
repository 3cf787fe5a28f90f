import {
  type AddressPrefill,
  currentUserAtom,
  portalStore,
  provideAddressDialog,
  useAtomValue,
  useNavigate,
} from '@portal/web-kit';
import { useEffect } from 'react';
import { accountPromptsShownAtom, forcePasswordChangeAtom } from '../../components/account-atoms.js';
import { isDemo, isLegacyOperator } from './account-user.js';
import type { PasswordDialogOptions } from './password-dialog.js';

// The dialogs load when they open: their forms' checks (zod) are not part of the first screen.
const openPasswordDialog = async (options: PasswordDialogOptions) =>
  (await import('./password-dialog.js')).openPasswordDialog(options);
const openAddressDialog = async (prefill?: AddressPrefill) =>
  (await import('./address-dialog.js')).openAddressDialog(prefill);

/**
 * The automatic account prompts, rendered once inside the logged-in layout (renders nothing):
 * the forced password dialog when the password is invalid or empty or a reset link was used, and
 * otherwise the address-data review for operators flagged with metaData.reviewUserData (spec 2, 6).
 * Each opens at most once per page load. Legacy operators get neither: they migrate first, and the
 * server refuses both calls until then. It also hands the address dialog to the remotes.
 */
export function AccountDialogs() {
  const user = useAtomValue(currentUserAtom);
  const forced = useAtomValue(forcePasswordChangeAtom);
  const navigate = useNavigate();

  // Remotes that need the user's address first (the shop's checkout) open this dialog via web-kit.
  useEffect(() => provideAddressDialog(openAddressDialog), []);

  useEffect(() => {
    if (!user || isLegacyOperator(user)) return;
    const shown = portalStore.get(accountPromptsShownAtom);
    if (user.passwordInvalid || forced) {
      // The address review waits until the password is fixed.
      if (shown.password) return;
      portalStore.set(accountPromptsShownAtom, { ...shown, password: true });
      void openPasswordDialog({ forced: true, resetGranted: forced }).then((changed) => {
        if (changed) void navigate('/');
      });
      return;
    }
    const reviewAddress =
      user.primaryRole === 'betreiber' && !isDemo(user) && user.data.metaData.reviewUserData;
    if (reviewAddress && !shown.address) {
      portalStore.set(accountPromptsShownAtom, { ...shown, address: true });
      void openAddressDialog();
    }
  }, [user, forced, navigate]);

  return null;
}
