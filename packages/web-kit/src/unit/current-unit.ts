import type { CanipError, canipUnitSchema } from '@portal/contracts';
import { atom } from 'jotai';
import type { z } from 'zod';
import type { UnitValues } from './unit-values.js';

// The unit the browser shows (the route's serial): its connect answer and its live values. The
// dashboard remote fills these; the shell reads them for the error menu and the debug sidebar.

export type ConnectedUnit = z.output<typeof canipUnitSchema>;

export interface CurrentUnit {
  sn: string;
  unit: ConnectedUnit;
}

export const currentUnitAtom = atom<CurrentUnit | null>(null);

/**
 * Serials the user chose to use offline after a failed connect ('Offline verwenden', spec 4): their
 * pages open with the stored values without asking the unreachable unit again.
 */
export const offlineUnitsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Display values of the current unit by key. */
export const unitValuesAtom = atom<UnitValues>(new Map());

/** Every error of the current unit's boards (operators get only active ones from the server). */
export const unitErrorsAtom = atom<CanipError[]>((get) =>
  (get(currentUnitAtom)?.unit.boards ?? []).flatMap((board) => board.canipErrors),
);
