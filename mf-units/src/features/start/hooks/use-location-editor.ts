import type { LocationEntry, LocationTextField } from '@portal/contracts';
import { call, showToast, useEndpointMutation, useErrorText } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import { useUnitsText } from '../../../components/units-text.js';
import { type FieldErrors, messageOf, serverFieldErrors } from '../../../components/field-errors.js';
import { openUnitSelectionDialog } from '../components/unit-selection-dialog.js';
import {
  type ChosenUnit,
  type LocationForm,
  locationErrorFields,
  locationFormOf,
  validateLocation,
} from '../location-form.js';
import { initialSerialOf } from '../unit-removal.js';

/** The units at an existing location (all of them: the dialog edits the whole set). */
async function loadLocationUnits(locationUuid: string): Promise<ChosenUnit[]> {
  const answer = await call('units', {
    body: { limit: 100, offset: 0, filter: { locationUuid, sortByLocation: false } },
  });
  return answer.units;
}

/** Spec 5: a new or virtual location first looks for candidate units at its address. */
function addressSuggestion(form: LocationForm, isNew: boolean): string | undefined {
  const { strasse, hausnummer, plz, ort } = form.text;
  if (!(isNew || form.locationVirtual) || !strasse.trim() || !plz.trim()) return undefined;
  return [strasse, hausnummer, plz, ort]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Saves the location; errors the form's fields name are shown at those fields, not in a toast. */
function useSaveLocation(isNew: boolean) {
  const text = useUnitsText();
  const errorText = useErrorText();
  return useEndpointMutation('standortdaten', {
    successToast: (saved) => ({
      variant: 'success',
      title: text(isNew ? 'units.locationDialog.createTitle' : 'units.locationDialog.editTitle'),
      body: text('units.locationDialog.saved', { name: saved.name }),
    }),
    errorToast: (error) =>
      Object.keys(serverFieldErrors(error, locationErrorFields)).length > 0
        ? null
        : {
            variant: 'danger',
            title: errorText('exception.error'),
            body: messageOf(error),
            persistent: true,
          },
  });
}

/**
 * Loads the units at an existing location once per location and hands them to `onLoaded`; true
 * while they load. A failed load is reported in a toast and leaves the units as they were.
 */
function useLocationUnitsLoad(location: LocationEntry | null, onLoaded: (units: ChosenUnit[]) => void) {
  const errorText = useErrorText();
  const [loading, setLoading] = useState(location !== null);
  useEffect(() => {
    if (!location) return;
    let current = true;
    loadLocationUnits(location.uuid).then(
      (units) => {
        if (!current) return;
        onLoaded(units);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        showToast({ variant: 'danger', title: errorText('exception.error'), body: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
    // errorText only translates and onLoaded only sets state; the units load once per location.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [location]);
  return loading;
}

/**
 * The location dialog's state: the form, the units at the location (loaded when editing), client
 * and server errors, and saving. `submit` resolves with the saved location, else undefined.
 */
export function useLocationEditor(location: LocationEntry | null, initialUnits: ChosenUnit[]) {
  const [form, setForm] = useState<LocationForm>(() => locationFormOf(location, initialUnits));
  const unitsLoading = useLocationUnitsLoad(location, (units) =>
    setForm((previous) => ({ ...previous, units })),
  );
  const save = useSaveLocation(location === null);
  // A saved location closes the dialog: it stays busy until then.
  const busy = save.isPending || save.isSuccess;
  const [attempts, setAttempts] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const initialSN = initialSerialOf(location?.locationInfo);

  // After the first attempt the shared rules are re-checked on every change, so fixed fields clear.
  const clientErrors = attempts > 0 ? (validateLocation(form, location?.uuid).errors ?? {}) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  const dropServerError = (field: string) => {
    if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const setText = (field: LocationTextField, value: string) => {
    setForm((current) => ({ ...current, text: { ...current.text, [field]: value } }));
    dropServerError(field);
  };
  const setUnits = (units: ChosenUnit[]) => {
    setForm((current) => ({ ...current, units }));
    dropServerError('hkas');
  };
  const setVirtual = (locationVirtual: boolean) => setForm((current) => ({ ...current, locationVirtual }));
  const setSystem = (type: string, on: boolean) =>
    setForm((current) => ({ ...current, locationInfo: { ...current.locationInfo, [type]: on } }));

  async function chooseUnits() {
    const suggestion = addressSuggestion(form, location === null);
    const chosen = await openUnitSelectionDialog({ chosen: form.units, initialSN, suggestion });
    if (chosen) setUnits(chosen);
  }

  async function submit(): Promise<LocationEntry | undefined> {
    setAttempts((count) => count + 1);
    const checked = validateLocation(form, location?.uuid);
    if (!checked.request) return undefined;
    try {
      return await save.mutateAsync({ body: checked.request });
    } catch (error) {
      const fields = serverFieldErrors(error, locationErrorFields);
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      return undefined;
    }
  }

  return {
    form,
    errors,
    attempts,
    busy,
    unitsLoading,
    initialSN,
    setText,
    setUnits,
    setVirtual,
    setSystem,
    chooseUnits,
    submit,
  };
}

export type LocationEditor = ReturnType<typeof useLocationEditor>;
