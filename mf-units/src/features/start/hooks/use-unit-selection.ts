import { type UnitListEntry, type UnitListRequest, unitListPageSize } from '@portal/contracts';
import { useState } from 'react';
import type { ChosenUnit } from '../location-form.js';
import { useUnitList } from './use-unit-list.js';

const chosenOf = (unit: UnitListEntry): ChosenUnit => ({
  seriennummer: unit.seriennummer,
  module: unit.module,
  benennung: unit.benennung,
  standortName: unit.standortName,
});

/**
 * The unit selection dialog's state: the chosen units, and the page of candidates for the search
 * (at first the location's address as `suggestion`).
 */
export function useUnitSelection(initiallyChosen: ChosenUnit[], suggestion: string) {
  const [chosen, setChosen] = useState(initiallyChosen);
  const [search, setSearch] = useState(suggestion.trim());
  const [page, setPage] = useState(0);
  const request: UnitListRequest = {
    limit: unitListPageSize,
    offset: page * unitListPageSize,
    filter: {
      ...(search ? { search } : {}),
      // The address suggestion finds units of similar locations; typed searches match exactly.
      ...(search && search === suggestion.trim() ? { fuzzyGroupSearch: true } : {}),
      sortByLocation: false,
    },
  };
  const list = useUnitList(request);

  const toggle = (unit: UnitListEntry) =>
    setChosen((current) =>
      current.some((entry) => entry.seriennummer === unit.seriennummer)
        ? current.filter((entry) => entry.seriennummer !== unit.seriennummer)
        : [...current, chosenOf(unit)],
    );
  /** A new search starts at its first page. */
  const searchFor = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  return { chosen, toggle, search, searchFor, page, setPage, list };
}
