import type { UnitGlance } from '@portal/contracts';
import { type ConsentContext, consentProblem } from './consent.js';

// The unit list shows each unit's state without connecting (the glance). Its live values (running,
// output, charge level) are the unit's data transfer: a viewer sees them only where canip's consent
// rule lets them load the unit's data. Presence and the attention states (fault, lock-out,
// maintenance due) stay: 'needs attention first' ranks every unit by them for service.

/** The glance as this viewer may see it: live values dropped without consent. */
export function consentedGlance(glance: UnitGlance, context: ConsentContext): UnitGlance {
  if (consentProblem(context, 'data') === null) return glance;
  return { ...glance, running: null, output: null, level: null };
}
