import type { LocationEntry, UnitListFilter } from '@portal/contracts';
import { call, showToast, useErrorText } from '@portal/web-kit';
import { messageOf } from '../../../components/field-errors.js';
import { moreUnitsRequestOf } from '../api/unit-list-request.js';
import { withMoreUnits } from '../location-groups.js';
import type { UnitList } from './use-unit-list.js';

/** The 'x von y geladen' action: the next page of one location's units, added to its group. */
export function useLoadMore(filter: UnitListFilter, perPage: number, update: UnitList['update']) {
  const errorText = useErrorText();
  return async (location: LocationEntry) => {
    try {
      const answer = await call('units', {
        body: moreUnitsRequestOf(filter, location.uuid, location.hkas.length, perPage),
      });
      update((data) => withMoreUnits(data, location.uuid, answer.units));
    } catch (error) {
      showToast({ variant: 'danger', title: errorText('exception.error'), body: messageOf(error) });
    }
  };
}
