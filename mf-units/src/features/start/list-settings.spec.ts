import { defaultListSettings, listSettingsKey, loadListSettings, saveListSettings } from './list-settings.js';

beforeEach(() => localStorage.clear());

test('the GEN2 filter defaults on for non-operators and off for operators', () => {
  expect(defaultListSettings({ gen2Filter: true, extern: false })).toMatchObject({
    msr3Filter: true,
    perPage: 10,
    currentPage: 0,
    sortByLocation: true,
  });
  expect(defaultListSettings({ gen2Filter: false, extern: false })).toMatchObject({ msr3Filter: false });
});

test('the extern role, whose units have no location, starts with the unit list', () => {
  expect(defaultListSettings({ gen2Filter: true, extern: true })).toMatchObject({ sortByLocation: false });
});

test('settings are saved and loaded per login', () => {
  const defaults = defaultListSettings({ gen2Filter: true, extern: false });
  saveListSettings('partner', { ...defaults, filterSearch: 'Kassel', currentPage: 2, sortByLocation: false });
  expect(loadListSettings('partner', defaults)).toEqual({
    ...defaults,
    filterSearch: 'Kassel',
    currentPage: 2,
    sortByLocation: false,
  });
  expect(loadListSettings('dachs', defaults)).toEqual(defaults);
});

test('broken or foreign values fall back to the defaults', () => {
  const defaults = defaultListSettings({ gen2Filter: false, extern: false });
  localStorage.setItem(listSettingsKey('a'), '{not json');
  expect(loadListSettings('a', defaults)).toEqual(defaults);
  localStorage.setItem(
    listSettingsKey('b'),
    JSON.stringify({ msr3Filter: 'yes', perPage: 5000, currentPage: -3, filterSearch: 7, onlyExtern: true }),
  );
  expect(loadListSettings('b', defaults)).toEqual({
    ...defaults,
    perPage: 100,
    currentPage: 0,
    onlyExtern: true,
  });
});
