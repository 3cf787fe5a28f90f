import { uiText } from '../i18n/ui-texts.js';
import { debugActiveAtom } from '../state/debug-mode.js';
import { portalStore } from '../state/store.js';
import { showToast } from '../ui/toasts.js';

// Spec 8: closure errors (thrown inside callbacks the portal runs later: live message listeners,
// delayed calls, anything that escapes to the page) are logged, and shown as a notice, only in debug
// mode. Outside it a failing callback is dropped quietly and the others carry on.

export function reportClosureError(where: string, error: unknown): void {
  if (!portalStore.get(debugActiveAtom)) return;
  console.error(`Closure error in ${where}:`, error);
  showToast({
    variant: 'warning',
    title: uiText('debug.closureError', { where }),
    body: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}

/** `fn` as a callback whose errors are closure errors of `where`. */
export function guarded<A extends unknown[]>(where: string, fn: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      fn(...args);
    } catch (error) {
      reportClosureError(where, error);
    }
  };
}

/** Errors that escaped every callback reach the page: in debug mode they are shown as well. */
export function reportUncaughtClosureErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => reportClosureError('page', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportClosureError('page', event.reason));
}
