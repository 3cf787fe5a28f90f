import type { AppInfo, CurrentUser } from '@portal/contracts';
import {
  appInfoAtom,
  currentUserAtom,
  portalStore,
  unitListViewAtom,
  useScreenSize,
  useAtomValue,
} from '@portal/web-kit';
import { useCallback, useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router';
import { userRulesOf } from '../../../components/user-rules.js';
import { listRequestOf } from '../api/unit-list-request.js';
import { useConnectUnit } from '../hooks/use-connect-unit.js';
import { useHkaStore } from '../hooks/use-hka-store.js';
import { useListSettings } from '../hooks/use-list-settings.js';
import { useRowActions } from '../hooks/use-row-actions.js';
import { useUnitList } from '../hooks/use-unit-list.js';
import { ConnectOverlay } from './connect-overlay.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { ListBody } from './list-body.js';
import { ListFilters } from './list-filters.js';
import { ListFooter } from './list-footer.js';
import { ListHeader } from './list-header.js';
import { LocationSummary } from './location-summary.js';
import { SearchBanner } from './search-banner.js';

/** The start page (/): the user's units, by location or as a list; ?uuid= shows one location. */
export function StartPage() {
  const user = useAtomValue(currentUserAtom);
  const app = useAtomValue(appInfoAtom);
  // The route guard lets only logged-in users here; keyed so settings load per login.
  if (!user) return null;
  return <StartScreen key={user.data.login} user={user} app={app} />;
}

function StartScreen({ user, app }: { user: CurrentUser; app: AppInfo | null }) {
  const rules = userRulesOf(user, app);
  const [params, setParams] = useSearchParams();
  const locationUuid = params.get('uuid') || undefined;
  const [settings, change] = useListSettings(user.data.login, rules);
  const request = listRequestOf(settings, rules, locationUuid);
  const list = useUnitList(request);
  useHkaStore(list.update, list.reload);
  const { connecting, connect } = useConnectUnit();
  const actions = useRowActions(rules, list, request.filter, settings.perPage, connect);
  const small = useScreenSize() === 'small';
  const cardRef = useRef<HTMLDivElement>(null);
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

  return (
    <>
      {user.impersonatedBy ? (
        <ImpersonationBanner admin={user.impersonatedBy} login={user.data.login} />
      ) : null}
      <Card
        ref={cardRef}

        style={{ scrollMarginTop: 'calc(var(--portal-header-height, 56px) + 1rem)' }}
      >
        <ListHeader
          byLocation={byLocation}
          total={data?.totalRows ?? null}
          rules={rules}
          locationFiltered={locationUuid !== undefined}
          onSortByLocation={(sortByLocation) => change({ sortByLocation })}
          onRemoveLocationFilter={() => setParams({})}
          onCreateLocation={actions.createEmptyLocation}
          tiles={settings.kachelDisplay}
          onTiles={(kachelDisplay) => change({ kachelDisplay, currentPage: settings.currentPage })}
          small={small}
        />
        <ListFilters
          settings={settings}
          change={change}
          rules={rules}
          locationFiltered={locationUuid !== undefined}
          onSearch={onSearch}
        />
        {filteredLocation ? (
          <div className="px-3 py-3 border-bottom bg-body-tertiary">
            <LocationSummary location={filteredLocation} actions={actions} withContact />
          </div>
        ) : null}
        {request.filter.search ? (
          <SearchBanner search={request.filter.search} onClear={() => change({ filterSearch: '' })} />
        ) : null}
        <ListBody
          list={list}
          byLocation={byLocation}
          tiles={settings.kachelDisplay}
          small={small}
          actions={actions}
          filteredLocation={filteredLocation}
          onShowUnitList={() => change({ sortByLocation: false })}
        />
        {data ? (
          <ListFooter
            total={data.totalRows}
            page={settings.currentPage}
            perPage={settings.perPage}
            sizeChoice={rules.pageSizeChoice}
            onPage={(currentPage) => {
              change({ currentPage });
              // The pager sits below the list: the next page starts at its top.
              cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
            }}
            onPerPage={(perPage) => change({ perPage })}
            small={small}
          />
        ) : null}
      </Card>
      {connecting ? <ConnectOverlay serial={connecting} /> : null}
    </>
  );
}
