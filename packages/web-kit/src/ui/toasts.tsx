import { atom } from 'jotai';
import { useAtom } from '../state/portal-jotai.js';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useUiText } from '../i18n/ui-texts.js';
import { portalStore } from '../state/store.js';

export type ToastVariant = 'danger' | 'warning' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  title: string;
  body: string;
  /** Persistent toasts stay until closed (spec 8: failures); others close after 4 s. */
  persistent: boolean;
}

/** What a caller gives for a toast: its id is made here, and it closes on its own unless persistent. */
export type ToastInput = Omit<ToastMessage, 'id' | 'persistent'> & { persistent?: boolean };

export const toastDurationMs = 4000;
const toastsAtom = atom<ToastMessage[]>([]);
let nextId = 1;

export function showToast(toast: ToastInput): number {
  const id = nextId++;
  portalStore.set(toastsAtom, (toasts) => [...toasts, { persistent: false, ...toast, id }]);
  return id;
}

/** Spec 8: a failed action shows a danger toast that stays until closed, with the server's text. */
export function showFailure(title: string, error: unknown): void {
  showToast({
    variant: 'danger',
    title,
    body: error instanceof Error ? error.message : String(error),
    persistent: true,
  });
}

export function closeToast(id: number): void {
  portalStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Renders the toasts; mounted once by the shell. */
export function ToastHost() {
  const [toasts] = useAtom(toastsAtom);
  const ui = useUiText();
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          onClose={() => closeToast(toast.id)}
          autohide={!toast.persistent}
          delay={toastDurationMs}
          role={toast.variant === 'danger' ? 'alert' : 'status'}
        >
          <Toast.Header closeButton closeLabel={ui('close')}>
            <strong className="me-auto">{toast.title}</strong>
          </Toast.Header>
          {/* pre-line keeps the line breaks of server messages (spec 8). */}
          <Toast.Body
            className={toast.variant === 'warning' ? '' : 'text-white'}
            style={{ whiteSpace: 'pre-line' }}
          >
            {toast.body}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
