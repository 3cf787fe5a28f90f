import type { UnitListRequest, UnitListResponse } from '@portal/contracts';
import { updateEndpointAnswer, useEndpointQuery, useSettledValue } from '@portal/web-kit';
import { useCallback, useMemo } from 'react';

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

/** Loads the list for `request` once it stops changing, keeping the previous answer meanwhile. */
export function useUnitList(request: UnitListRequest): UnitList {
  // The request as text: a new object with the same content must not load again.
  const key = useSettledValue(JSON.stringify(request), listFetchDebounceMs);
  const body = useMemo(() => JSON.parse(key) as UnitListRequest, [key]);
  const waiting = key !== JSON.stringify(request);
  const loaded = useEndpointQuery('units', { body }, { keepPrevious: true });
  const { refetch } = loaded;

  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (change: (data: UnitListResponse) => UnitListResponse) => updateEndpointAnswer(change, 'units', { body }),
    [body],
  );
  return {
    status: waiting || loaded.isFetching ? 'loading' : loaded.isError ? 'error' : 'done',
    data: loaded.data ?? null,
    error: loaded.error,
    reload,
    update,
  };
}
