import { type ApiError, type ConnectedUnit, hasEarlyAnswer, loadCurrentUnit } from '@portal/web-kit';
import { endpointUrl, remotePageOf } from '@portal/contracts/frontend';
import { seedValues } from './live-values.js';

// The route's unit with its values: the start page has usually connected it already; a reload or a
// link opens the dashboard directly.

export type UnitLoad =
  { state: 'loading' } | { state: 'ready'; unit: ConnectedUnit } | { state: 'failed'; error: ApiError };

/**
 * Connects `sn` unless it is already the current unit (web-kit, shared with the shell) and adds its
 * last known values; seeding keeps newer live values, so it may run for a unit the shell loaded.
 */
export async function loadUnit(sn: string, force = false): Promise<ConnectedUnit> {
  const unit = await loadCurrentUnit(sn, force);
  seedValues(unit);
  return unit;
}

/**
 * A deep link's unit (`/:sn/...`), which the shell's entry has asked for already (ADR 0007): taken as
 * soon as this remote loads, so its first render draws the page instead of placeholders.
 */
export function adoptEarlyUnit(pathname: string): void {
  const sn = remotePageOf(pathname)?.params['sn'];
  if (sn && hasEarlyAnswer(endpointUrl('canipConnect', { sn }))) loadUnit(sn).catch(() => undefined);
}
