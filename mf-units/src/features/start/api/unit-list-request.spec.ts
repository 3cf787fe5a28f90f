import { type UserRules, userRulesOf } from '../../../components/user-rules.js';
import { testInit } from '../../../components/test-utils.js';
import { defaultListSettings, queryOfSettings, settingsFromQuery } from '../list-settings.js';
import { fleetFilterOf, listRequestOf, moreUnitsRequestOf } from './unit-list-request.js';

const rulesOf = (roles: string[], debug = false): UserRules =>
  userRulesOf(testInit({ roles, debug }).user!, testInit().app);

test('operators send neither the GEN2 nor the manufacturer filters', () => {
  const rules = rulesOf(['betreiber']);
  const settings = {
    ...defaultListSettings(rules),
    msr3Filter: true,
    onlyExtern: true,
    filterConnected: true,
  };
  expect(listRequestOf(settings, rules)).toEqual({
    limit: 10,
    offset: 0,
    filter: { sortByLocation: true, locationMode: true },
  });
});

test('the page, the trimmed search and the filters a role sees are sent', () => {
  const rules = rulesOf(['admin', 'dachs'], true);
  const settings = {
    ...defaultListSettings(rules),
    currentPage: 2,
    filterSearch: '  Kassel ',
    filterConnected: true,
    onlyExtern: true,
    sortByLocation: false,
  };
  expect(listRequestOf(settings, rules)).toEqual({
    limit: 10,
    offset: 20,
    filter: {
      search: 'Kassel',
      connected: true,
      msr3Filter: true,
      sortByLocation: false,
      locationMode: false,
      onlyExtern: true,
    },
  });
});

test('a location filter lists its units without the search', () => {
  const rules = rulesOf(['partner']);
  const settings = { ...defaultListSettings(rules), filterSearch: 'Kassel' };
  expect(listRequestOf(settings, rules, 'uuid-1').filter).toEqual({
    msr3Filter: true,
    sortByLocation: false,
    locationMode: false,
    locationUuid: 'uuid-1',
  });
});

test("'x von y geladen' asks for the next units of one location", () => {
  expect(
    moreUnitsRequestOf({ search: 'a', msr3Filter: true, sortByLocation: true }, 'uuid-1', 10, 10),
  ).toEqual({
    limit: 10,
    offset: 10,
    filter: { msr3Filter: true, sortByLocation: false, locationMode: false, locationUuid: 'uuid-1' },
  });
});

test('issue 44: the fleet overview’s links filter by state, status, locked and online units', () => {
  const rules = rulesOf(['partner']);
  const params = new URLSearchParams('view=units&region=BY&status=fault&locked=1&online=1');
  const settings = settingsFromQuery(params, defaultListSettings(rules));
  expect(listRequestOf(settings, rules).filter).toMatchObject({
    region: 'BY',
    status: 'fault',
    locked: true,
    online: true,
  });
  // The address keeps them, so Back and a shared link show the same list.
  const query = queryOfSettings(settings, defaultListSettings(rules), new URLSearchParams());
  expect(Object.fromEntries(query)).toEqual({
    view: 'units',
    region: 'BY',
    status: 'fault',
    locked: '1',
    online: '1',
  });
});

test('an unknown region or status, or no moment, in the address filters by nothing', () => {
  const none = { onlyLocked: false, onlyMaintenance: false, onlyOnline: false };
  expect(fleetFilterOf({ ...none, fleetRegion: 'XX', fleetStatus: 'broken', addedSince: 'soon' })).toEqual(
    {},
  );
  expect(fleetFilterOf({ ...none, fleetRegion: 'unknown', fleetStatus: '', addedSince: '' })).toEqual({
    region: 'unknown',
  });
});

test("the overview's 'new since your last visit' link lists the units added after that moment", () => {
  const rules = rulesOf(['partner']);
  const settings = settingsFromQuery(
    new URLSearchParams('view=units&since=2026-11-29T08:15:00.000Z'),
    defaultListSettings(rules),
  );
  expect(listRequestOf(settings, rules).filter).toMatchObject({ addedSince: '2026-11-29T08:15:00.000Z' });
  expect(queryOfSettings(settings, defaultListSettings(rules), new URLSearchParams()).get('since')).toBe(
    '2026-11-29T08:15:00.000Z',
  );
});
