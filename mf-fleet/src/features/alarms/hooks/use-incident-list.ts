import { useAlarmReload, useEndpointQuery, useSearchParams } from '@portal/web-kit';
import { useEffect } from 'react';
import { type IncidentFilter, filterOf, incidentsPerPage, requestOf, searchOf } from '../incident-filter.js';

/**
 * The page's state: the filter kept in the address (so a link or the back button shows the same
 * list), the incidents it asks for, reloaded whenever an incident changes.
 */
export function useIncidentList() {
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const incidents = useEndpointQuery('alarmIncidents', { body: requestOf(filter) }, { keepPrevious: true });
  useAlarmReload('alarmIncidents');
  /** A changed filter starts at the first page again. */
  const change = (patch: Partial<Omit<IncidentFilter, 'page'>>) =>
    setSearch(searchOf({ ...filter, ...patch, page: 0 }), { replace: true });
  const setPage = (page: number) => setSearch(searchOf({ ...filter, page }));
  const reset = () => setSearch(new URLSearchParams(), { replace: true });
  // A page that emptied (its last incidents closed) gives way to the last page that has some.
  const total = incidents.isPlaceholderData ? undefined : incidents.data?.total;
  const lastPage = total === undefined || total === 0 ? 0 : Math.ceil(total / incidentsPerPage) - 1;
  useEffect(() => {
    if (total !== undefined && filter.page > lastPage)
      setSearch(searchOf({ ...filter, page: lastPage }), { replace: true });
  });
  return { filter, incidents, change, setPage, reset };
}
export type IncidentList = ReturnType<typeof useIncidentList>;
