import { type UnitKind, findDataPointByKey } from '@portal/unit-catalog';

// Which stored keys the advice detectors read per unit kind (the catalogue decides, as for the
// balance): the Dachs Gen2's Hka_Bd counters and Hka_Mw1 temperatures, the fuel cell's Bz_Bd
// counters, the heat pump's Wp_Mw compressor counters, heat made and electricity taken. A kind
// without an operating-hours counter has nothing to judge. The heat pump's return temperature is
// not read: its flow follows the heating curve and the compressor's modulation, and a warm return
// costs it COP, which the falling-COP detector judges (docs/adr/0024).

export const adviceKeyCandidates = {
  starts: ['Hka_Bd.ulAnzahlStarts', 'Bz_Bd.ulAnzahlStarts', 'Wp_Mw.ulVerdichterStarts'],
  runHours: ['Hka_Bd.ulBetriebssekunden', 'Bz_Bd.ulBetriebsstunden', 'Wp_Mw.ulVerdichterStunden'],
  /** Electricity made (the Dachs, the fuel cell). */
  electricity: ['Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch'],
  /** Summed: the Dachs counts the unit's heat and the exhaust condenser's apart. */
  heat: ['Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulArbeitThermKon', 'Bz_Bd.e_thermisch', 'Wp_Mw.e_thermisch'],
  /** Electricity taken (the heat pump): heat over it is the COP. */
  electricityIn: ['Wp_Mw.e_elektrisch'],
  returnC: ['Hka_Mw1.Temp.sbRuecklauf'],
  outdoorC: ['Hka_Mw1.Temp.sbAussen', 'Wp_Mw.sAussen'],
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
