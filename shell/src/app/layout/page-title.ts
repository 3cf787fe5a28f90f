import type { AppInfo } from '@portal/contracts';
import { formatSerial } from '@portal/web-kit';

/** Spec 1: the server name (plus title suffix) and, on unit pages, ' SN ' and the serial. */
export function pageTitle(app: AppInfo, sn: string | undefined, hideSerial: boolean): string {
  const name = [app.name, app.titleSuffix].filter(Boolean).join(' ');
  return sn && !hideSerial ? `${name} SN ${formatSerial(sn)}` : name;
}
