import { Inject, Injectable } from '@nestjs/common';
import type { AdviceEvidence } from '@portal/contracts';
import { IncidentNotifier } from './incident-notifier.js';
import { type IncidentChange, IncidentsRepository } from './incidents.repository.js';

/** A detector's finding on a unit as the alarms domain keeps it (docs/adr/0024-advice-detectors.md). */
export interface AdviceIncident {
  /** 'advice:<detector>'. */
  cause: string;
  since: Date;
  evidence: AdviceEvidence;
}

/**
 * Advice incidents (kind 'advice', severity 'warning': they show in lists and on the unit's errors
 * page, are not in the bell and are not mailed unless a user follows warnings): one per unit and
 * detector while its finding lasts. Opening is idempotent across instances (the partial unique
 * index); an open one's evidence follows the latest sweep; a finding gone resolves it at once (a
 * finding is days of history, it does not flap).
 */
@Injectable()
export class AdviceIncidents {
  constructor(
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(IncidentNotifier) private readonly notifier: IncidentNotifier,
  ) {}

  /** Whether the unit ever had an advice incident (the demo's showcase opens one once). */
  hadAny(sn: string): Promise<boolean> {
    return this.incidents.hadKind(sn, 'advice');
  }

  /** What the detectors found on a unit now; `tell`: whether those told of it learn of it. */
  async apply(
    sn: string,
    found: readonly AdviceIncident[],
    at: Date,
    tell = true,
  ): Promise<IncidentChange[]> {
    const changes: IncidentChange[] = [];
    for (const finding of found) {
      const opened = await this.incidents.open(
        sn,
        [
          {
            cause: finding.cause,
            kind: 'advice',
            severity: 'warning',
            code: null,
            evidence: finding.evidence,
          },
        ],
        finding.since,
        tell,
      );
      if (opened.length === 0) await this.incidents.updateEvidence(sn, finding.cause, finding.evidence);
      changes.push(...opened);
    }
    changes.push(
      ...(await this.incidents.resolveKindExcept(
        sn,
        'advice',
        found.map((f) => f.cause),
        at,
      )),
    );
    if (tell) await this.notifier.changed(changes);
    return changes;
  }
}
