import { useLocation } from '@portal/web-kit';

/** The serial of the unit route being shown (`/:sn/dashboard` etc.), if any. */
export function useUnitSerial(): string | undefined {
  const { pathname } = useLocation();
  return /^\/([^/]+)\/(dashboard|dp|errors|balance|settings|debug|device)(\/|$)/.exec(pathname)?.[1];
}
