import type { AppInfo, InitResponse } from '@portal/contracts';
import { isManufacturerStaff, mayRunCampaigns as rolesMayRunCampaigns } from '@portal/contracts/frontend';

type CurrentUser = NonNullable<InitResponse['user']>;

/** The manufacturer's staff (its role is the configured brand) and admins. */
export function isStaff(user: CurrentUser, app: Pick<AppInfo, 'brand'> | null): boolean {
  return app !== null && isManufacturerStaff(user.roles, app.brand);
}

/** Issue 44: the contracts' rule (the server applies the same), for the signed-in user. */
export function mayRunCampaigns(user: CurrentUser | null, app: Pick<AppInfo, 'brand'> | null): boolean {
  return user !== null && app !== null && rolesMayRunCampaigns(user.roles, app.brand);
}
