/**
 * Spec 5: a unit can leave a location only while more than one unit stays chosen and it is not
 * the location's initial unit (the one the location was created for).
 */
export function removalAllowed(
  sn: string,
  chosen: readonly string[],
  initialSN: string | undefined,
): boolean {
  return chosen.length > 1 && sn !== initialSN;
}

/** The initial unit of a location, kept in locationInfo beside the system-technology flags. */
export function initialSerialOf(
  locationInfo: Record<string, boolean | string> | undefined,
): string | undefined {
  const value = locationInfo?.['initialSN'];
  return typeof value === 'string' && value ? value : undefined;
}
