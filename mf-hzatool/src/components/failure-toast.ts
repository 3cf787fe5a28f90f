import { showToast } from '@portal/web-kit';

/** Spec 8: a failed action shows a danger toast that stays until closed, with the server's text. */
export function showFailure(title: string, error: unknown): void {
  showToast({
    variant: 'danger',
    title,
    body: error instanceof Error ? error.message : String(error),
    persistent: true,
  });
}
