import type { RoutePage } from '@portal/contracts/frontend';
import { appInfoAtom, currentUserAtom, portalStore, prefetchEndpoint } from '@portal/web-kit';
import { userRulesOf } from '../../../components/user-rules.js';
import { defaultListSettings, hasListQuery, loadListSettings, settingsFromQuery } from '../list-settings.js';
import { listRequestOf } from './unit-list-request.js';

/**
 * The start page's list, asked for as the shell leaves for it (after a login): the request the page
 * will make (useStartList), from the same settings, so the page finds the answer under its key.
 */
export function prefetchStartList({ search }: RoutePage): void {
  const user = portalStore.get(currentUserAtom);
  if (!user) return;
  const rules = userRulesOf(user, portalStore.get(appInfoAtom));
  const params = new URLSearchParams(search);
  const defaults = defaultListSettings(rules);
  const settings = hasListQuery(params)
    ? settingsFromQuery(params, defaults)
    : loadListSettings(user.data.login, defaults);
  prefetchEndpoint('units', { body: listRequestOf(settings, rules, params.get('uuid') || undefined) });
}
