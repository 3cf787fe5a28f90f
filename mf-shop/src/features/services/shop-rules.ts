import type { AppInfo, CurrentUser } from '@portal/contracts';

/** What the services page offers a user beyond the own bookings (spec 6). */
export interface ShopRules {
  /** Partners and the manufacturer's staff (or admins) see statistics and export bookings. */
  seesStats: boolean;
  /** Admins and the hza_admin right withdraw and grant booked services. */
  mayBlacklist: boolean;
  /** The manufacturer's staff: unbooked services show red on the start page (spec 6). */
  staff: boolean;
}

const has = (user: CurrentUser, role: string) => user.inRole[role] === true || user.roles.includes(role);

export function shopRulesOf(user: CurrentUser, app: Pick<AppInfo, 'brand'> | null): ShopRules {
  const admin = has(user, 'admin');
  const partner = user.primaryRole === 'partner' || user.primaryRole === 'subpartner';
  const staff = admin || (app !== null && has(user, app.brand));
  return {
    seesStats: partner || staff,
    mayBlacklist: admin || user.hasRight.hza_admin === true,
    staff,
  };
}
