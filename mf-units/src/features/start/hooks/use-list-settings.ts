import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@portal/web-kit';
import type { UserRules } from '../../../components/user-rules.js';
import {
  type ListSettings,
  defaultListSettings,
  hasListQuery,
  loadListSettings,
  queryOfSettings,
  saveListSettings,
  settingsFromQuery,
} from '../list-settings.js';

/** A change of settings; `replace` changes the address without a new history entry. */
export type ChangeSettings = (change: Partial<ListSettings>, options?: { replace?: boolean }) => void;

/**
 * The list settings of this login, kept in the address (page, search, view, filters: Back goes to
 * the previous page of the list) and remembered across visits: a plain `/` shows the list as the
 * user left it. A change of a filter goes back to the first page unless the change names the page.
 */
export function useListSettings(login: string, rules: UserRules): [ListSettings, ChangeSettings] {
  const [params, setParams] = useSearchParams();
  const { gen2Filter, extern } = rules;
  const defaults = useMemo(() => defaultListSettings({ gen2Filter, extern }), [gen2Filter, extern]);
  const fromAddress = hasListQuery(params);
  // Read again whenever the address turns plain (the side menu's link to `/`): the latest saved.
  const remembered = useMemo(
    () => (fromAddress ? null : loadListSettings(login, defaults)),
    [fromAddress, login, defaults],
  );
  const settings = useMemo(
    () => remembered ?? settingsFromQuery(params, defaults),
    [remembered, params, defaults],
  );

  // A plain address shows the remembered list: it is written into the address in place.
  useEffect(() => {
    if (!remembered) return;
    const query = queryOfSettings(remembered, defaults, params);
    if (query.toString() !== params.toString()) setParams(query, { replace: true });
  }, [remembered, defaults, params, setParams]);
  useEffect(() => saveListSettings(login, settings), [login, settings]);

  const change = useCallback<ChangeSettings>(
    (update, options) =>
      setParams(
        (current) =>
          queryOfSettings(
            { ...settingsFromQuery(current, defaults), currentPage: 0, ...update },
            defaults,
            current,
          ),
        { replace: options?.replace ?? false },
      ),
    [defaults, setParams],
  );
  return [settings, change];
}
