import type { LocationEntry, UnitListEntry } from '@portal/contracts';
import { openLocationDialog } from '../components/location-dialog.js';

/** Edit and create locations from the list; a saved location reloads the list. */
export function useLocationActions(reload: () => void) {
  return {
    editLocation: async (location: LocationEntry) => {
      if (await openLocationDialog({ location })) reload();
    },
    /** A new location, for a unit without one or (from the header) starting empty. */
    createLocation: async (unit?: UnitListEntry) => {
      if (await openLocationDialog({ location: null, units: unit ? [unit] : [] })) reload();
    },
  };
}
