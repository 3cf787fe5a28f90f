import { type CurrentUser, type HzaChpUnit, hzaFirstYear } from '@portal/contracts';

/** Admins and holders of the hza_admin right correct the county → office table. */
export function mayEditOffices(user: CurrentUser): boolean {
  return user.inRole.admin === true || user.roles.includes('admin') || user.hasRight.hza_admin === true;
}

/** The years init's hzaStatusMap marks booked for a location ('<uuid>/<year>': 'booked'), newest first. */
export function bookedYears(user: CurrentUser, anlageId: string): number[] {
  return Object.entries(user.hzaStatusMap)
    .filter(([key, value]) => value === 'booked' && key.startsWith(`${anlageId}/`))
    .map(([key]) => Number(key.slice(anlageId.length + 1)))
    .filter((year) => Number.isInteger(year) && year >= hzaFirstYear)
    .sort((a, b) => b - a);
}

export interface UnitGroup {
  anlageId: string;
  locationName: string;
  address: string;
  units: HzaChpUnit[];
}

/** The CHP units not yet in the tool, one group per location (a cascade is one plant), by name. */
export function groupsNotInTool(units: readonly HzaChpUnit[]): UnitGroup[] {
  const groups = new Map<string, UnitGroup>();
  for (const unit of units) {
    if (unit.inTool) continue;
    const group = groups.get(unit.anlageId) ?? {
      anlageId: unit.anlageId,
      locationName: unit.locationName,
      address: unit.address,
      units: [],
    };
    group.units.push(unit);
    groups.set(unit.anlageId, group);
  }
  return [...groups.values()].sort((a, b) => a.locationName.localeCompare(b.locationName));
}

/** The editor of a plant's application for a year. */
export function editorPath(anlageId: string, year: number): string {
  return `/hzatool/${anlageId}?year=${year}`;
}
