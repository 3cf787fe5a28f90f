import type { HzaApplication, HzaChpUnit, HzaInitResponse, HzaStep } from '@portal/contracts';
import { defaultAfaMonths } from '@portal/energy-tax';

export type Section = keyof HzaApplication;
type SectionPatch<S extends Section> = Partial<NonNullable<HzaApplication[S]>>;

/**
 * Changes some fields of one section of the application. A patch that depends on the section's
 * fields is given as a function of its current state: answers that arrive together (two modules'
 * hours fetched at once) would otherwise each patch the same stale copy, and the last one win.
 */
export type Update = <S extends Section>(
  section: S,
  patch: SectionPatch<S> | ((current: HzaApplication[S]) => SectionPatch<S>),
) => void;

/** What every step gets. */
export interface StepProps {
  init: HzaInitResponse;
  application: HzaApplication;
  update: Update;
  readOnly: boolean;
  /** Message keys of the fields the contract refuses (not stored), by path: shown at the field. */
  unsaved: Readonly<Record<string, string>>;
}

/** The year the editor opens without ?year: applications are made for the past year. */
export function defaultYear(today = new Date()): number {
  return today.getFullYear() - 1;
}

/** A year from the query (?year=2024), or null when it is not one. */
export function yearOf(text: string | null): number | null {
  return text !== null && /^\d{4}$/.test(text) ? Number(text) : null;
}

const moduleOf = (unit: HzaChpUnit) => ({
  serial: unit.serial,
  manufacturer: unit.manufacturer || undefined,
  model: unit.model ?? undefined,
  ratedElectricKW: unit.ratedElectricKW ?? undefined,
  ratedThermalKW: unit.ratedThermalKW ?? undefined,
  commissioned: unit.commissioned?.slice(0, 10) ?? undefined,
});

/**
 * The application as the editor starts: the saved one, with the plant's modules and their AfA
 * defaults (commissioning month, 120 months) filled from the portal's unit data where still empty.
 */
export function startingApplication(init: HzaInitResponse): HzaApplication {
  const saved = init.application;
  const units = init.chpUnits.filter((unit) => unit.anlageId === init.plant.anlageId);
  const modules = saved.plant?.modules ?? units.map(moduleOf);
  const fuel = saved.plant?.fuel ?? units.find((unit) => unit.fuel !== null)?.fuel ?? undefined;
  const afaModules =
    saved.afa?.modules ??
    modules.map((module) => ({
      serial: module.serial,
      start: module.commissioned?.slice(0, 7),
      months: defaultAfaMonths,
      claimed: true,
    }));
  return {
    ...saved,
    plant: { ...saved.plant, fuel, modules },
    afa: { ...saved.afa, modules: afaModules },
  };
}

/** The step a field path (`consumption.modules.0.counterEnd`) belongs to. */
export function stepOfField(path: string): HzaStep {
  const section = path.split('.')[0];
  return section === 'applicant' ||
    section === 'office' ||
    section === 'plant' ||
    section === 'afa' ||
    section === 'consumption'
    ? section
    : 'summary';
}
