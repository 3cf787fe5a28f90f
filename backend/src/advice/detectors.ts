import type { AdviceDetector } from '@portal/contracts';
import type { AdviceFinding, Detector } from './advice-finding.js';
import type { AdviceHistory } from './advice-history.js';
import { detectFallingCop } from './falling-cop.js';
import { detectFallingEfficiency } from './falling-efficiency.js';
import { detectRisingReturn } from './rising-return.js';
import { detectShortCycling } from './short-cycling.js';
import { detectStoppedCounter } from './stopped-counter.js';

export type { AdviceFinding } from './advice-finding.js';

/** Every detector by name (docs/adr/0024-advice-detectors.md). */
export const detectors: Record<AdviceDetector, Detector> = {
  'short-cycling': detectShortCycling,
  'falling-efficiency': detectFallingEfficiency,
  'rising-return': detectRisingReturn,
  'stopped-counter': detectStoppedCounter,
  'falling-cop': detectFallingCop,
};

/** The incident cause of a detector's finding: one unresolved incident per unit and detector. */
export const adviceCause = (detector: AdviceDetector) => `advice:${detector}`;

/** What every detector finds in one unit's history. */
export function runDetectors(history: AdviceHistory): AdviceFinding[] {
  return Object.values(detectors).flatMap((detect) => detect(history) ?? []);
}
