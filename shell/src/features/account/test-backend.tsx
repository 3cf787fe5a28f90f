// Test support for the account specs: a fetch that answers like the portal's backend, and a way to
// clear toasts between tests (they live in the portal store, which outlives each render).
import { ModalHost, ToastHost } from '@portal/web-kit';
import { act, fireEvent, render, within } from '@testing-library/react';

export { apiError, fakeBackend, ok } from '@portal/web-kit/testing';

/** The shell's modal and toast hosts, which the dialogs render into. */
export function Hosts() {
  return (
    <>
      <ModalHost />
      <ToastHost />
    </>
  );
}

/** Closes the toasts a previous test left (persistent ones stay in the store until closed). */
export function dismissToasts(): void {
  const { container, unmount } = render(<ToastHost />);
  act(() => {
    for (const button of within(container.ownerDocument.body).queryAllByRole('button', { name: 'Close' })) {
      fireEvent.click(button);
    }
  });
  unmount();
}
