import { appInfoAtom, applyStylesheet, currentUnitAtom, portalStore } from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * Spec 7: the install's custom CSS (init's app.css_custom) on every page, and on a unit's pages its
 * kind's layout CSS (the connect answer's layout.css), both by their versioned URLs.
 */
export function useStylesheets(sn: string | undefined): void {
  const app = useAtomValue(appInfoAtom, { store: portalStore });
  const current = useAtomValue(currentUnitAtom, { store: portalStore });
  const customUrl = app?.css_custom;
  const layoutCss = sn !== undefined && current?.sn === sn ? current.unit.layout['css'] : undefined;
  const layoutUrl = typeof layoutCss === 'string' ? layoutCss : null;
  useEffect(() => applyStylesheet('custom', customUrl), [customUrl]);
  useEffect(() => applyStylesheet('layout', layoutUrl), [layoutUrl]);
}
