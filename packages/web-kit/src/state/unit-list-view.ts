import { atom } from 'jotai';

/**
 * How the start page lists units (its 'Nach Standort' / 'Nach Anlage' switch), for the side menu's
 * subtitle; null until the start page was shown.
 */
export const unitListViewAtom = atom<'locations' | 'units' | null>(null);
