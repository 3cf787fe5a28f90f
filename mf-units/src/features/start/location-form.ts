import {
  type LocationEntry,
  type LocationTextField,
  type StandortdatenRequest,
  type UnitListEntry,
  standortdatenRequestSchema,
  locationTextFields,
  systemtechnikTypes,
} from '@portal/contracts';
import { type FieldErrors, fieldErrorsOf } from '../../components/field-errors.js';

/** A unit as the location dialog lists it. */
export type ChosenUnit = Pick<UnitListEntry, 'seriennummer' | 'module' | 'benennung' | 'standortName'>;

export interface LocationForm {
  text: Record<LocationTextField, string>;
  locationVirtual: boolean;
  locationInfo: Record<string, boolean>;
  units: ChosenUnit[];
}

export function locationFormOf(location: LocationEntry | null, units: ChosenUnit[]): LocationForm {
  const text = Object.fromEntries(
    locationTextFields.map((field) => [field, location?.[field] ?? '']),
  ) as Record<LocationTextField, string>;
  // Only the flags the contract knows: initialSN and anything else in locationInfo stay server-side.
  const locationInfo: Record<string, boolean> = {};
  for (const type of systemtechnikTypes) {
    const value = location?.locationInfo[type];
    if (typeof value === 'boolean') locationInfo[type] = value;
  }
  return { text, locationVirtual: location?.locationVirtual ?? false, locationInfo, units };
}

/** The fields the dialog shows errors for (text fields, the unit list, the flags). */
export const locationErrorFields: readonly string[] = [...locationTextFields, 'hkas', 'locationInfo'];

/** Checks the form with the shared schema (the rules the server applies) and builds the request. */
export function validateLocation(
  form: LocationForm,
  uuid: string | undefined,
): { request: StandortdatenRequest; errors?: never } | { request?: never; errors: FieldErrors } {
  const parsed = standortdatenRequestSchema.safeParse({
    ...(uuid ? { uuid } : {}),
    ...form.text,
    locationVirtual: form.locationVirtual,
    locationInfo: form.locationInfo,
    hkas: form.units.map((unit) => unit.seriennummer),
  });
  return parsed.success ? { request: parsed.data } : { errors: fieldErrorsOf(parsed.error.issues) };
}
