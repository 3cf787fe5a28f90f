import type { AppInfo, CurrentUser } from '@portal/contracts';
import { portalStore, unitListViewAtom, useSearchParams } from '@portal/web-kit';
import { useCallback, useEffect } from 'react';
import { userRulesOf } from '../../../components/user-rules.js';
import { listRequestOf } from '../api/unit-list-request.js';
import { useConnectUnit } from './use-connect-unit.js';
import { useHkaStore } from './use-hka-store.js';
import { useListSettings } from './use-list-settings.js';
import { useRowActions } from './use-row-actions.js';
import { useUnitList } from './use-unit-list.js';

/**
 * The start page's state: the user's rules and remembered list settings, the list they ask for
 * (?uuid= narrows it to one location), its live updates, and the actions of its rows.
 */
export function useStartList(user: CurrentUser, app: AppInfo | null) {
  const rules = userRulesOf(user, app);
  const [params, setParams] = useSearchParams();
  const locationUuid = params.get('uuid') || undefined;
  const [settings, change] = useListSettings(user.data.login, rules);
  const request = listRequestOf(settings, rules, locationUuid);
  const list = useUnitList(request);
  useHkaStore(list.update, list.reload);
  const { connecting, connect } = useConnectUnit();
  const actions = useRowActions(rules, list, request.filter, settings.perPage, connect);
  // Typing a search replaces the address; paging, view and filters add to the history (Back).
  const onSearch = useCallback(
    (filterSearch: string) => change({ filterSearch }, { replace: true }),
    [change],
  );

  const byLocation = request.filter.sortByLocation === true;
  // The side menu's subtitle names the view ('nach Standort' or 'nach Anlage').
  useEffect(() => {
    portalStore.set(unitListViewAtom, byLocation ? 'locations' : 'units');
  }, [byLocation]);
  const { data } = list;
  const filteredLocation = locationUuid ? data?.location : undefined;
  const lastPage = data ? Math.max(0, Math.ceil(data.totalRows / settings.perPage) - 1) : 0;

  // A remembered page beyond the end (the list shrank since) shows the last page instead.
  useEffect(() => {
    if (data && settings.currentPage > lastPage) change({ currentPage: lastPage }, { replace: true });
  }, [data, lastPage, settings.currentPage, change]);

  return {
    rules,
    settings,
    change,
    search: request.filter.search,
    locationFiltered: locationUuid !== undefined,
    removeLocationFilter: () => setParams({}),
    list,
    actions,
    connecting,
    onSearch,
    byLocation,
    filteredLocation,
  };
}
