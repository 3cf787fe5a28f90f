import { FormattedMessage } from 'react-intl';
import type { SaveState } from '../hooks/use-autosave.js';

const icons: Record<SaveState, string> = {
  saved: 'bi-cloud-check',
  pending: 'bi-cloud-arrow-up',
  saving: 'bi-cloud-arrow-up',
  failed: 'bi-cloud-slash',
};

/**
 * Whether what the user typed is stored; announced politely as it changes. Entries the contract
 * refuses are never stored, so once the rest is, the indicator says so rather than "saved".
 */
export function SaveIndicator({ state, unsaved }: { state: SaveState; unsaved: number }) {
  const invalid = unsaved > 0 && state === 'saved';
  return (
    <span
      role="status"
      className={`small d-inline-flex align-items-center gap-1 ${state === 'failed' || invalid ? 'text-danger-emphasis' : 'text-body-secondary'}`}
    >
      <i className={`bi ${invalid ? 'bi-exclamation-triangle' : icons[state]}`} aria-hidden />
      {invalid ? (
        <FormattedMessage id="mf.hzatool.save.invalid" values={{ count: unsaved }} />
      ) : (
        <FormattedMessage id={`mf.hzatool.save.${state === 'pending' ? 'saving' : state}`} />
      )}
    </span>
  );
}
