import { FormattedMessage } from 'react-intl';
import type { SaveState } from '../hooks/use-autosave.js';

const icons: Record<SaveState, string> = {
  saved: 'bi-cloud-check',
  pending: 'bi-cloud-arrow-up',
  saving: 'bi-cloud-arrow-up',
  failed: 'bi-cloud-slash',
};

/** Whether what the user typed is stored; announced politely as it changes. */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <span
      role="status"
      className={`small d-inline-flex align-items-center gap-1 ${state === 'failed' ? 'text-danger-emphasis' : 'text-body-secondary'}`}
    >
      <i className={`bi ${icons[state]}`} aria-hidden />
      <FormattedMessage id={`mf.hzatool.save.${state === 'pending' ? 'saving' : state}`} />
    </span>
  );
}
