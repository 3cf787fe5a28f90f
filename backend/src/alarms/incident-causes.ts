import type { AdviceEvidence, IncidentKind, IncidentSeverity, UnitError } from '@portal/contracts';
import type { FaultEntry, UnitKind } from '@portal/unit-catalog';

// Which incidents a unit's error list calls for (issue 42 defaults, from the catalogue): faults and
// warnings are fault incidents (only faults alarm), due maintenance is one of its own, notices none.

/** One cause a unit reports now. */
export interface WantedIncident {
  cause: string;
  kind: IncidentKind;
  severity: IncidentSeverity;
  code: string | null;
  /** A rule incident's owner (see alarm_incidents.owner_id). */
  ownerId?: number;
  /** An advice incident's evidence (docs/adr/0024). */
  evidence?: AdviceEvidence;
}

/** The letter of a code the catalogue does not know sets its weight (spec 3: E fault, A warning). */
function byLetter(codeText: string): FaultEntry['kind'] {
  if (codeText.startsWith('E')) return 'fault';
  if (codeText.startsWith('A')) return 'warning';
  return 'notice';
}

function wanted(error: UnitError, entry: FaultEntry | undefined): WantedIncident | undefined {
  const code = error.codeText;
  switch (entry?.kind ?? byLetter(code)) {
    case 'fault':
      return { cause: `fault:${code}`, kind: 'fault', severity: 'fault', code };
    case 'warning':
      return { cause: `fault:${code}`, kind: 'fault', severity: 'warning', code };
    case 'maintenance':
      return { cause: `maintenance:${code}`, kind: 'maintenance', severity: 'info', code };
    case 'notice':
      return undefined;
  }
}

/** The incidents the unit's current entries call for, one per cause. */
export function wantedIncidents(kind: UnitKind | undefined, errors: readonly UnitError[]): WantedIncident[] {
  const byCause = new Map<string, WantedIncident>();
  for (const error of errors) {
    if (!error.currentError) continue;
    const entry = kind?.faults.find((f) => f.code === error.code && f.category === error.category);
    const incident = wanted(error, entry);
    if (incident) byCause.set(incident.cause, incident);
  }
  return [...byCause.values()];
}

/** The cause of a unit being offline. */
export const offlineCause = 'offline';

/** Silent past its grace period: alarms like a fault. */
export const offlineIncident: WantedIncident = {
  cause: offlineCause,
  kind: 'offline',
  severity: 'fault',
  code: null,
};

/** Online but no values for ALARM_GAP_SECONDS: shows, does not alarm. */
export const gapIncident: WantedIncident = { cause: 'gap', kind: 'gap', severity: 'warning', code: null };

/** The cause of a user's limit rule on a unit. */
export const ruleCause = (ruleId: number) => `rule:${ruleId}`;
