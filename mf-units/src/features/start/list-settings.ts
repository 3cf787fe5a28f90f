import { unitListPageSize } from '@portal/contracts';
import type { UserRules } from '../../components/user-rules.js';

/** Spec 3 "List settings", kept per login in localStorage so each user finds the list as left. */
export interface ListSettings {
  perPage: number;
  currentPage: number;
  filterSearch: string;
  filterConnected: boolean;
  msr3Filter: boolean;
  onlyExtern: boolean;
  onlyWithLocation: boolean;
  sortByLocation: boolean;
  /** Units needing attention first (lists units, not locations). */
  attentionFirst: boolean;
  /** Spec 3 'kachelDisplay': the units as tiles instead of table rows. */
  kachelDisplay: boolean;
  /** The fleet overview's links (issue 44): a German state or 'unknown', a fleet status ('' none). */
  fleetRegion: string;
  fleetStatus: string;
  onlyLocked: boolean;
  onlyMaintenance: boolean;
  onlyOnline: boolean;
  /** Units added after this moment (ISO; '' none): the fleet overview's 'new since your last visit'. */
  addedSince: string;
}

export function defaultListSettings(rules: Pick<UserRules, 'gen2Filter' | 'extern'>): ListSettings {
  return {
    perPage: unitListPageSize,
    currentPage: 0,
    filterSearch: '',
    filterConnected: false,
    // Spec 9: the GEN2 filter is on by default for non-operators (operators never see it).
    msr3Filter: rules.gen2Filter,
    onlyExtern: false,
    onlyWithLocation: false,
    // Units grouped by location, unless the user switched to the unit list; external units have no
    // location, so the extern role starts with the unit list.
    sortByLocation: !rules.extern,
    attentionFirst: false,
    kachelDisplay: false,
    fleetRegion: '',
    fleetStatus: '',
    onlyLocked: false,
    onlyMaintenance: false,
    onlyOnline: false,
    addedSince: '',
  };
}

/** Issue 40, 39: the page sizes installers may choose (the contracts allow up to 100). */
export const pageSizes = [unitListPageSize, 25, 50, 100] as const;

/** The largest offered size up to `perPage` (the smallest for less or for no number). */
export function pageSizeOf(perPage: number): number {
  return pageSizes.filter((size) => size <= perPage).at(-1) ?? unitListPageSize;
}

export const listSettingsKey = (login: string) => `portal.units.listSettings.${login}`;

/** The stored settings over the defaults; fields of the wrong type (older versions, edits) are ignored. */
export function loadListSettings(login: string, defaults: ListSettings): ListSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(globalThis.localStorage?.getItem(listSettingsKey(login)) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const settings: ListSettings = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults) as [keyof ListSettings, unknown][]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === typeof fallback) Object.assign(settings, { [field]: value });
  }
  settings.perPage = pageSizeOf(settings.perPage);
  settings.currentPage = Math.max(0, Math.round(settings.currentPage));
  return settings;
}

export function saveListSettings(login: string, settings: ListSettings): void {
  try {
    globalThis.localStorage?.setItem(listSettingsKey(login), JSON.stringify(settings));
  } catch {
    // Private mode or a full storage: the settings last for this page only.
  }
}

/**
 * The list settings that live in the address (spec 2 start page): page, page size, search, view,
 * tiles and the filters, so Back returns to the previous page of the list and a link shows the same list. The
 * view always appears, the rest only where it differs from the defaults; `uuid` (the location
 * filter) is left as it is.
 */
const queryNames = {
  currentPage: 'page',
  perPage: 'size',
  filterSearch: 'q',
  sortByLocation: 'view',
  msr3Filter: 'gen2',
  onlyExtern: 'extern',
  onlyWithLocation: 'placed',
  filterConnected: 'connected',
  attentionFirst: 'attention',
  kachelDisplay: 'tiles',
  fleetRegion: 'region',
  fleetStatus: 'status',
  onlyLocked: 'locked',
  onlyMaintenance: 'maintenance',
  onlyOnline: 'online',
  addedSince: 'since',
} as const satisfies Partial<Record<keyof ListSettings, string>>;

type QueryField = keyof typeof queryNames;
const queryFields = Object.keys(queryNames) as QueryField[];
/** The on/off filters, in the address as '1' or '0'. */
const flagFields = [
  'msr3Filter',
  'onlyExtern',
  'onlyWithLocation',
  'filterConnected',
  'attentionFirst',
  'kachelDisplay',
  'onlyLocked',
  'onlyMaintenance',
  'onlyOnline',
] as const;
/** The text filters besides the search, in the address as they are. */
const textFields = ['fleetRegion', 'fleetStatus', 'addedSince'] as const;

/** Whether the address names any list setting (else the remembered settings apply). */
export function hasListQuery(params: URLSearchParams): boolean {
  return queryFields.some((field) => params.has(queryNames[field]));
}

/** The settings an address asks for: the defaults with the values it names. */
export function settingsFromQuery(params: URLSearchParams, defaults: ListSettings): ListSettings {
  const settings: ListSettings = { ...defaults };
  const page = Number(params.get(queryNames.currentPage));
  if (Number.isInteger(page) && page >= 1) settings.currentPage = page - 1;
  if (params.has(queryNames.perPage)) settings.perPage = pageSizeOf(Number(params.get(queryNames.perPage)));
  settings.filterSearch = params.get(queryNames.filterSearch) ?? defaults.filterSearch;
  for (const field of textFields) settings[field] = params.get(queryNames[field]) ?? defaults[field];
  const view = params.get(queryNames.sortByLocation);
  if (view === 'locations' || view === 'units') settings.sortByLocation = view === 'locations';
  for (const field of flagFields) {
    const value = params.get(queryNames[field]);
    if (value === '1' || value === '0') settings[field] = value === '1';
  }
  return settings;
}

/** The address of `settings`: `params` with the list settings that differ from the defaults. */
export function queryOfSettings(
  settings: ListSettings,
  defaults: ListSettings,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of queryFields) next.delete(queryNames[field]);
  if (settings.currentPage > 0) next.set(queryNames.currentPage, String(settings.currentPage + 1));
  if (settings.perPage !== defaults.perPage) next.set(queryNames.perPage, String(settings.perPage));
  if (settings.filterSearch) next.set(queryNames.filterSearch, settings.filterSearch);
  for (const field of textFields) if (settings[field]) next.set(queryNames[field], settings[field]);
  // Always named: a plain `/` then means "the list as the user left it", never "the defaults".
  next.set(queryNames.sortByLocation, settings.sortByLocation ? 'locations' : 'units');
  for (const field of flagFields)
    if (settings[field] !== defaults[field]) next.set(queryNames[field], settings[field] ? '1' : '0');
  return next;
}
