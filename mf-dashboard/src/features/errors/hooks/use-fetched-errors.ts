import type { CanipError } from '@portal/contracts';
import { call, currentUnitAtom, portalStore } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
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
 * Asks the unit for its error list (current and history; operators get only current ones) when the
 * page opens. A failure is reported once through `onFailure` (spec 8: modal 'Fehler').
 */
export function useFetchedErrors(
  sn: string,
  ready: boolean,
  onFailure: (error: unknown) => void,
): FetchedErrors {
  const [result, setResult] = useState<{ sn: string; value: FetchedErrors } | null>(null);
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  useEffect(() => {
    if (!ready) return;
    let active = true;
    call('canipFetchErrors', { params: { sn }, body: {} }).then(
      ({ canipErrors }) => {
        if (!active) return;
        keepInUnit(sn, canipErrors);
        setResult({ sn, value: { state: 'done', errors: canipErrors } });
      },
      (error: unknown) => {
        if (!active) return;
        setResult({ sn, value: { state: 'failed', error } });
        failure.current(error);
      },
    );
    return () => {
      active = false;
    };
  }, [sn, ready]);
  return result?.sn === sn ? result.value : { state: 'loading' };
}
