/**
 * The modal host raises each stacked modal's z-index, but react-bootstrap puts every backdrop at the
 * base level, so a dialog opened from a dialog would leave the first one undimmed. Passed as a
 * Modal's `onEntering`, this puts the modal's own backdrop (its sibling before it) just under it.
 */
export function liftBackdrop(zIndex: number): (modal: HTMLElement) => void {
  return (modal) => {
    const backdrop = modal.previousElementSibling;
    if (backdrop instanceof HTMLElement && backdrop.classList.contains('modal-backdrop')) {
      backdrop.style.zIndex = String(zIndex - 1);
    }
  };
}
