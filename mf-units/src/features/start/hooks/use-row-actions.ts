import type { UnitListFilter } from '@portal/contracts';
import { useAtomValue } from '@portal/web-kit';
import type { UserRules } from '../../../components/user-rules.js';
import { connectedUnitsAtom } from '../atoms/connected-units-atom.js';
import type { RowActions } from '../row-actions.js';
import { useAdminActions } from './use-admin-actions.js';
import type { ConnectUnit } from './use-connect-unit.js';
import { useLoadMore } from './use-load-more.js';
import { useLocationActions } from './use-location-actions.js';
import type { UnitList } from './use-unit-list.js';

/** Everything a row of the start page can do, bound to the loaded list. */
export function useRowActions(
  rules: UserRules,
  list: UnitList,
  filter: UnitListFilter,
  perPage: number,
  connect: ConnectUnit['connect'],
): RowActions & { createEmptyLocation: () => void } {
  const admin = useAdminActions(list.reload);
  const locations = useLocationActions(list.reload);
  const loadMore = useLoadMore(filter, perPage, list.update);
  const connected = useAtomValue(connectedUnitsAtom);
  return {
    rules,
    attentionFirst: filter.attentionFirst === true,
    connected,
    connect: (unit, newWindow) => void connect(unit, newWindow),
    editLocation: (location) => void locations.editLocation(location),
    createLocation: (unit) => void locations.createLocation(unit),
    createEmptyLocation: () => void locations.createLocation(),
    deleteUnit: (unit) => void admin.deleteUnit(unit),
    impersonate: (login) => void admin.impersonate(login),
    loadMore,
  };
}
