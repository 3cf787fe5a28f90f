import type { UnitListRequest, UnitListResponse } from '@portal/contracts';
import { call } from '@portal/web-kit';
import { useCallback, useEffect, useState } from 'react';

/** Spec 9: list fetch debounce 100 ms (several settings often change in one go). */
export const listFetchDebounceMs = 100;

export interface UnitList {
  /** 'loading' keeps the previous answer in `data`, so the table does not flicker while paging. */
  status: 'loading' | 'done' | 'error';
  data: UnitListResponse | null;
  error: unknown;
  reload: () => void;
  /** Changes the loaded answer in place (live updates, more units of a location). */
  update: (change: (data: UnitListResponse) => UnitListResponse) => void;
}

/** Loads the list for `request` whenever it changes (debounced), keeping only the latest answer. */
export function useUnitList(request: UnitListRequest): UnitList {
  // The request as text: a new object with the same content must not load again.
  const key = JSON.stringify(request);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Pick<UnitList, 'status' | 'data' | 'error'>>({
    status: 'loading',
    data: null,
    error: null,
  });

  useEffect(() => {
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new request shows the loading state while the old rows stay
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      call('units', { body: JSON.parse(key) as UnitListRequest }).then(
        (data) => current && setState({ status: 'done', data, error: null }),
        (error: unknown) => current && setState((previous) => ({ ...previous, status: 'error', error })),
      );
    }, listFetchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback(
    (change: (data: UnitListResponse) => UnitListResponse) =>
      setState((previous) => (previous.data ? { ...previous, data: change(previous.data) } : previous)),
    [],
  );
  return { ...state, reload, update };
}
