import type { AppInfo } from '@portal/contracts';

/** Spec 1: the header shows the server name, else the portal name. */
export function headerName(app: Pick<AppInfo, 'name' | 'portalName'>): string {
  return app.name || app.portalName;
}
