import { useAlarmReload, useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';

/** The history shows this many incidents at first and loads this many more at a time. */
export const incidentPageSize = 20;
/** The most one request answers (the list's limit); beyond it the alarm list pages on. */
export const incidentMaxShown = 100;

/**
 * The unit's incidents, newest first, `incidentPageSize` more on each 'load more'. Loaded again when
 * an incident changes (the live 'Alarm' message names no unit, so every change reloads, at most once
 * a second) and when the live socket comes back.
 */
export function useIncidentHistory(sn: string) {
  const [limit, setLimit] = useState(incidentPageSize);
  const query = useEndpointQuery(
    'alarmIncidents',
    { body: { sn, state: 'all', limit } },
    { keepPrevious: true },
  );
  useAlarmReload('alarmIncidents');
  const shown = query.data?.incidents.length ?? 0;
  const total = query.data?.total ?? 0;
  return {
    query,
    /** More than shown, and the list may still grow here. */
    hasMore: total > shown && limit < incidentMaxShown,
    /** Shown is all this page may show; the alarm list has the rest. */
    capped: total > shown && limit >= incidentMaxShown,
    loadingMore: query.isFetching && query.isPlaceholderData,
    loadMore: () => setLimit((current) => Math.min(current + incidentPageSize, incidentMaxShown)),
  };
}
export type IncidentHistory = ReturnType<typeof useIncidentHistory>;
