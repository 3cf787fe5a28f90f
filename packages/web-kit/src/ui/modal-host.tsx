import { atom } from 'jotai';
import { useAtomValue } from '../state/portal-jotai.js';
import type { ReactNode } from 'react';
import { portalStore } from '../state/store.js';

/** Spec 9: modal z-index starts at 999; each stacked modal sits above the previous one. */
export const baseModalZIndex = 999;

interface OpenModal {
  id: number;
  close: (result?: unknown) => void;
  render: (close: (result?: unknown) => void, zIndex: number) => ReactNode;
}

const modalsAtom = atom<OpenModal[]>([]);
let nextId = 1;

/**
 * Opens a modal rendered by the host and resolves with what it passes to close(). The render
 * function receives the z-index for react-bootstrap's Modal (`style={{ zIndex }}`).
 */
export function openModal<T>(
  render: (close: (result?: T) => void, zIndex: number) => ReactNode,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (result?: unknown) => {
      portalStore.set(modalsAtom, (modals) => modals.filter((modal) => modal.id !== id));
      resolve(result as T | undefined);
    };
    portalStore.set(modalsAtom, (modals) => [
      ...modals,
      { id, close, render: render as OpenModal['render'] },
    ]);
  });
}

/** Closes every open modal as if cancelled (tests start without an earlier test's dialogs). */
export function closeAllModals(): void {
  for (const modal of portalStore.get(modalsAtom)) modal.close();
}

/** Renders every open modal; mounted once by the shell. */
export function ModalHost() {
  const modals = useAtomValue(modalsAtom);
  return (
    <>
      {modals.map((modal, level) => (
        <ModalEntry key={modal.id} modal={modal} zIndex={baseModalZIndex + 1 + level * 2} />
      ))}
    </>
  );
}

function ModalEntry({ modal, zIndex }: { modal: OpenModal; zIndex: number }) {
  return <>{modal.render(modal.close, zIndex)}</>;
}
