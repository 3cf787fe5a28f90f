import { loadCurrentUnit } from '@portal/web-kit';
import { useEffect } from 'react';

/**
 * Loads the unit of a unit route whichever remote shows it, so the side menu (settings for lead
 * modules) and the error bell do not depend on the dashboard having been opened first (issue 40,
 * 36). A failure is the page's to show; the menu and the bell then stay without the unit.
 */
export function useRouteUnit(sn: string | undefined): void {
  useEffect(() => {
    if (sn) loadCurrentUnit(sn).catch(() => undefined);
  }, [sn]);
}
