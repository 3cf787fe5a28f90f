import { atom } from '@portal/web-kit';

/**
 * Set by the hash-login page when the login result is 'pwreset' (reset link) or 'pwemty' (account
 * without password): the shell then opens the forced password dialog without the old-password field.
 */
export const forcePasswordChangeAtom = atom(false);

/** Which automatic prompts AccountDialogs already showed in this page load (each at most once). */
export const accountPromptsShownAtom = atom({ password: false, address: false });
