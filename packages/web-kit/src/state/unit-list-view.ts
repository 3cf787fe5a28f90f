import { cookieValue, listViewCookie } from '@portal/contracts/frontend';
import { atom } from 'jotai';
import { portalStore } from './store.js';

export type UnitListView = 'locations' | 'units';

/**
 * How the start page lists units (its 'Nach Standort' / 'Nach Anlage' switch), for the side menu's
 * subtitle; null until the start page was shown in this browser.
 */
export const unitListViewAtom = atom<UnitListView | null>(null);

/** The view a `portal.listView` cookie names in a Cookie header, if any. */
export function unitListViewOfCookie(cookieHeader: string | undefined): UnitListView | null {
  const value = cookieValue(cookieHeader, listViewCookie);
  return value === 'locations' || value === 'units' ? value : null;
}

/**
 * Starts from the view the start page showed last in this browser and keeps it in a cookie, so the
 * menu's subtitle is there from the first frame, the server's (ADR 0032) and the app's alike.
 */
export function mirrorUnitListViewInCookie(): void {
  portalStore.set(unitListViewAtom, unitListViewOfCookie(document.cookie));
  portalStore.sub(unitListViewAtom, () => {
    const view = portalStore.get(unitListViewAtom);
    if (view) document.cookie = `${listViewCookie}=${view}; path=/; max-age=31536000; samesite=lax`;
  });
}
