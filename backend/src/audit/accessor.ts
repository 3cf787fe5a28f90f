import { type AccessorKind, isManufacturerStaff } from '@portal/contracts';

/** Who accessed a unit, as the owner's access log names them (the audit entry's accessor fields). */
export interface Accessor {
  actorId: number;
  accessorKind: AccessorKind;
  impersonatorId?: number | null;
  /** A token's or webhook's id, once they act on units. */
  granteeId?: string | null;
}

/**
 * The kind of access a user has to a unit: its operator first (an admin operating a unit of their
 * own is its owner there), then admin, the manufacturer's staff, the demo login, else a partner.
 * `impersonatorId`: the admin acting as this user (the session's impersonatorId).
 */
export function accessorOf(
  user: { id: number; roles: readonly string[] },
  isOperator: boolean,
  brand: string,
  impersonatorId?: number,
): Accessor {
  const kind: AccessorKind = isOperator
    ? 'operator'
    : user.roles.includes('admin')
      ? 'admin'
      : isManufacturerStaff(user.roles, brand)
        ? 'manufacturer'
        : user.roles.includes('demo')
          ? 'demo'
          : 'partner';
  return { actorId: user.id, accessorKind: kind, impersonatorId: impersonatorId ?? null };
}
