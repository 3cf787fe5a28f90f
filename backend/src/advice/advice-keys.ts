import { type UnitKind, findDataPointByKey } from '@portal/unit-catalog';

// Which stored keys the advice detectors read per unit kind (the catalogue decides, as for the
// balance): the Dachs Gen2's Hka_Bd counters and Hka_Mw1 temperatures, the fuel cell's Bz_Bd
// counters. A kind without an operating-hours counter has nothing to judge.

export const adviceKeyCandidates = {
  starts: ['Hka_Bd.ulAnzahlStarts', 'Bz_Bd.ulAnzahlStarts'],
  runHours: ['Hka_Bd.ulBetriebssekunden', 'Bz_Bd.ulBetriebsstunden'],
  electricity: ['Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch'],
  /** Summed: the Dachs counts the unit's heat and the exhaust condenser's apart. */
  heat: ['Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulArbeitThermKon', 'Bz_Bd.e_thermisch'],
  returnC: ['Hka_Mw1.Temp.sbRuecklauf'],
  outdoorC: ['Hka_Mw1.Temp.sbAussen'],
} as const satisfies Record<string, readonly string[]>;

export type AdviceRole = keyof typeof adviceKeyCandidates;
export type AdviceKeys = Partial<Record<AdviceRole, string[]>>;

/** Every operating-hours key: the sweep's question which units report. */
export const runHourKeys: readonly string[] = adviceKeyCandidates.runHours;

export function adviceKeys(kind: UnitKind): AdviceKeys {
  const keys: AdviceKeys = {};
  for (const [role, candidates] of Object.entries(adviceKeyCandidates) as [AdviceRole, readonly string[]][]) {
    const present = candidates.filter((key) => findDataPointByKey(kind, key) !== undefined);
    if (present.length > 0) keys[role] = present;
  }
  return keys;
}
