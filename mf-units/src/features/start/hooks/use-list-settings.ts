import { useCallback, useEffect, useState } from 'react';
import type { UserRules } from '../../../components/user-rules.js';
import {
  type ListSettings,
  defaultListSettings,
  loadListSettings,
  saveListSettings,
} from '../list-settings.js';

export type ChangeSettings = (change: Partial<ListSettings>) => void;

/**
 * The list settings of this login, remembered across visits. A change of a filter goes back to
 * the first page unless the change names the page itself.
 */
export function useListSettings(login: string, rules: UserRules): [ListSettings, ChangeSettings] {
  const [settings, setSettings] = useState(() => loadListSettings(login, defaultListSettings(rules)));
  useEffect(() => saveListSettings(login, settings), [login, settings]);
  const change = useCallback<ChangeSettings>(
    (update) => setSettings((current) => ({ ...current, currentPage: 0, ...update })),
    [],
  );
  return [settings, change];
}
