import { appInfoAtom, applyStylesheet, currentUnitAtom, useAtomValue } from '@portal/web-kit';
import { useEffect } from 'react';

/**
 * Spec 7: the install's custom CSS (init's app.css_custom) on every page, and on a unit's pages its
 * kind's layout CSS (the connect answer's layout.css), both by their versioned URLs.
 */
export function useStylesheets(sn: string | undefined): void {
  const app = useAtomValue(appInfoAtom);
  const current = useAtomValue(currentUnitAtom);
  const customUrl = app?.css_custom;
  const layoutCss = sn !== undefined && current?.sn === sn ? current.unit.layout['css'] : undefined;
  const layoutUrl = typeof layoutCss === 'string' ? layoutCss : null;
  useEffect(() => applyStylesheet('custom', customUrl), [customUrl]);
  useEffect(() => applyStylesheet('layout', layoutUrl), [layoutUrl]);
}
