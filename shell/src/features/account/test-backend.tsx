// Test support for the account specs: a fetch that answers like the portal's backend, and a way to
// clear toasts between tests (they live in the portal store, which outlives each render).
import { ModalHost, ToastHost } from '@portal/web-kit';

// resetHosts closes the toasts a previous test left (they outlive each render in the portal store).
export { apiError, fakeBackend, ok, resetHosts as dismissToasts } from '@portal/web-kit/testing';

/** The shell's modal and toast hosts, which the dialogs render into. */
export function Hosts() {
  return (
    <>
      <ModalHost />
      <ToastHost />
    </>
  );
}
