// Zod-free, so the dashboard's access log filters can list the kinds without loading the schemas.
/**
 * Who read or changed a unit, by the kind of access they had: its operator, a partner of it, the
 * manufacturer's staff, an admin, the demo login; later a token or a webhook.
 */
export const accessorKinds = [
  'operator',
  'partner',
  'manufacturer',
  'admin',
  'demo',
  'token',
  'webhook',
] as const;
export type AccessorKind = (typeof accessorKinds)[number];
