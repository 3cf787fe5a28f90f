/** Roles of spec 6. The manufacturer role is the configured brand key (BRAND, default `dachs`). */
export const fixedRoles = [
  'betreiber',
  'betreiberold',
  'partner',
  'subpartner',
  'serviceparter',
  'admin',
  'demo',
  'extern',
] as const;
export type FixedRole = (typeof fixedRoles)[number];

export const rights = ['hza_admin'] as const;
export type Right = (typeof rights)[number];

/** Every role a user may hold, given the brand key. */
export function allRoles(brand: string): string[] {
  return [...fixedRoles, brand];
}

/**
 * Spec 4 "Primary role": operator by default, upgraded to subpartner, else partner, else
 * manufacturer staff. Admins count as manufacturer staff.
 */
export function primaryRole(roles: readonly string[], brand: string): string {
  if (roles.includes('subpartner') || roles.includes('serviceparter')) return 'subpartner';
  if (roles.includes('partner')) return 'partner';
  if (roles.includes(brand) || roles.includes('admin')) return brand;
  return 'betreiber';
}

/** The inRole flags the init response carries (spec 3 "Current user"). */
export function inRoleFlags(roles: readonly string[], brand: string): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const role of allRoles(brand)) flags[role] = roles.includes(role);
  return flags;
}

/** Manufacturer staff (the brand role) and admins may look at every operator's things. */
export function isManufacturerStaff(roles: readonly string[], brand: string): boolean {
  return roles.includes(brand) || roles.includes('admin');
}
