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
  };
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
  settings.perPage = Math.min(100, Math.max(1, Math.round(settings.perPage)));
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
