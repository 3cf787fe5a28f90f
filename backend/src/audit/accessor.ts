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
 * The kind of access a user has to a unit: a personal access token (`tokenId`, its user's script) is
 * the token's access, named by its id; an admin acting as the user (`impersonatorId`, the
 * session's) is an admin's access, never the owner's own; then its operator (an admin operating a
 * unit of their own is its owner there), admin, the manufacturer's staff, the demo login, else a
 * partner.
 */
export function accessorOf(
  user: { id: number; roles: readonly string[] },
  isOperator: boolean,
  brand: string,
  impersonatorId?: number,
  tokenId?: number,
): Accessor {
  if (tokenId !== undefined)
    return { actorId: user.id, accessorKind: 'token', impersonatorId: null, granteeId: String(tokenId) };
  const kind: AccessorKind =
    impersonatorId !== undefined
      ? 'admin'
      : isOperator
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
