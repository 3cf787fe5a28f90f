import type { AppInfo } from '@portal/contracts';
import { formatSerial } from '@portal/web-kit';

type Names = Pick<AppInfo, 'name' | 'portalName' | 'webName' | 'portalMarker' | 'titleSuffix'>;

/** The page's address as the portal marker is looked for in it: host and path. */
export function pageAddress(): string {
  return `${window.location.host}${window.location.pathname}`;
}

/**
 * Spec 1: the page title is the server name, else the portal name on a page whose address contains
 * the portal marker and the web name elsewhere (plus the title suffix); on unit pages ' SN ' and the
 * serial follow.
 */
export function pageTitle(app: Names, sn: string | undefined, hideSerial: boolean, address: string): string {
  const site = app.name || (address.includes(app.portalMarker) ? app.portalName : app.webName);
  const name = [site, app.titleSuffix].filter(Boolean).join(' ');
  return sn && !hideSerial ? `${name} SN ${formatSerial(sn)}` : name;
}
