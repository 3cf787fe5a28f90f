import type { AppInfo, InitResponse } from '@portal/contracts';

type CurrentUser = NonNullable<InitResponse['user']>;

const has = (user: CurrentUser, role: string) => user.inRole[role] === true || user.roles.includes(role);

/** The manufacturer's staff (its role is the configured brand) and admins. */
export function isStaff(user: CurrentUser, app: Pick<AppInfo, 'brand'> | null): boolean {
  return has(user, 'admin') || (app !== null && has(user, app.brand));
}

/** Issue 44: partners and the manufacturer's staff run campaigns; the demo never does. */
export function mayRunCampaigns(user: CurrentUser | null, app: Pick<AppInfo, 'brand'> | null): boolean {
  if (!user || has(user, 'demo')) return false;
  return has(user, 'partner') || isStaff(user, app);
}
