import type { AppInfo, CurrentUser } from '@portal/contracts';
import { appInfoAtom, currentUserAtom, useScreenSize, useAtomValue } from '@portal/web-kit';
import { useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { useStartList } from '../hooks/use-start-list.js';
import { ConnectOverlay } from './connect-overlay.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { ListBody } from './list-body.js';
import { FleetFilterBanner } from './fleet-filter-banner.js';
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
  const page = useStartList(user, app);
  const { rules, settings, change, search, locationFiltered, list, actions, byLocation, filteredLocation } =
    page;
  const { data } = list;
  const small = useScreenSize() === 'small';
  const cardRef = useRef<HTMLDivElement>(null);

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
          locationFiltered={locationFiltered}
          onSortByLocation={(sortByLocation) => change({ sortByLocation })}
          onRemoveLocationFilter={page.removeLocationFilter}
          onCreateLocation={actions.createEmptyLocation}
          tiles={settings.kachelDisplay}
          onTiles={(kachelDisplay) => change({ kachelDisplay, currentPage: settings.currentPage })}
          small={small}
        />
        <ListFilters
          settings={settings}
          change={change}
          rules={rules}
          locationFiltered={locationFiltered}
          onSearch={page.onSearch}
        />
        {filteredLocation ? (
          <div className="px-3 py-3 border-bottom bg-body-tertiary">
            <LocationSummary location={filteredLocation} actions={actions} withContact />
          </div>
        ) : null}
        <FleetFilterBanner settings={settings} change={change} />
        {search ? <SearchBanner search={search} onClear={() => change({ filterSearch: '' })} /> : null}
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
      {page.connecting ? <ConnectOverlay serial={page.connecting} /> : null}
    </>
  );
}
