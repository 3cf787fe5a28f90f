import { atom } from '@portal/web-kit';

/**
 * Serials this browser has connected (spec 4 "Unit connection"): filled by successful connects,
 * emptied per unit by the HkaStore 'remove' message that follows a disconnect.
 */
export const connectedUnitsAtom = atom<ReadonlySet<string>>(new Set<string>());
