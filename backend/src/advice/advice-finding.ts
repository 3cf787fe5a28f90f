import type { AdviceDetector, AdviceEvidence } from '@portal/contracts';
import type { AdviceHistory } from './advice-history.js';

/** What a detector found on a unit: since when, and the evidence (the points of a small chart). */
export interface AdviceFinding {
  detector: AdviceDetector;
  /** When the condition began as far as the history shows (the first day of the run, ms). */
  since: number;
  evidence: AdviceEvidence;
}

export type Detector = (history: AdviceHistory) => AdviceFinding | null;

/** Days to draw as evidence: the last weeks are what a reader compares. */
export const evidenceDays = 28;

export const rounded = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
