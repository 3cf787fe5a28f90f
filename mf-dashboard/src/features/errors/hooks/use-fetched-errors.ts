import type { CanipError } from '@portal/contracts';
import { currentUnitAtom, portalStore, useEndpointQuery } from '@portal/web-kit';
import { useEffect, useRef } from 'react';
import { updateCurrentUnit } from '../../../unit/live-values.js';

export type FetchedErrors =
  { state: 'loading' } | { state: 'done'; errors: CanipError[] } | { state: 'failed'; error: unknown };

/** Writes a fresh error list into the current unit's boards, so the header's error menu agrees. */
function keepInUnit(sn: string, errors: readonly CanipError[]): void {
  const current = portalStore.get(currentUnitAtom);
  if (current?.sn !== sn) return;
  updateCurrentUnit(sn, {
    boards: current.unit.boards.map((board) => ({
      ...board,
      canipErrors: errors.filter((error) => error.boardName === board.name),
    })),
  });
}

/**
 * Asks the unit for its error list (current and history; operators get only current ones) each
 * time the page opens. A failure is reported once through `onFailure` (spec 8: modal 'Fehler').
 */
export function useFetchedErrors(sn: string, onFailure: (error: unknown) => void): FetchedErrors {
  const fetched = useEndpointQuery('canipFetchErrors', { params: { sn }, body: {} });
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  const { data, error } = fetched;
  useEffect(() => {
    if (data) keepInUnit(sn, data.canipErrors);
  }, [sn, data]);
  useEffect(() => {
    if (error) failure.current(error);
  }, [error]);

  // The unit is asked again on every visit; an answer from before is not today's list.
  if (fetched.isFetching) return { state: 'loading' };
  if (fetched.isError) return { state: 'failed', error };
  return fetched.isSuccess ? { state: 'done', errors: fetched.data.canipErrors } : { state: 'loading' };
}
