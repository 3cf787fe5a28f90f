import type { HzaChpUnit, HzaFuelType, HzaModelId } from '@portal/contracts';
import { dachsModels } from '@portal/energy-tax';
import { dachsModelByPartNumber } from '@portal/unit-catalog';
import type { LocationView } from '../units/location-view.js';
import type { UnitRow } from '../units/unit-row.js';

/** Product groups of CHP units (Dachs): the classic, the current generation and the fuel cell. */
export const chpProductGroups = ['dachs', 'dachsII', 'dachs08'] as const;

/**
 * The catalogue's model names (by part number, facts §1a) that name a calculation model without
 * doubt. "Dachs G 5.0" is left out: the calculation knows the G 5.0 LowNOx, which the catalogue
 * does not say it is.
 */
const modelByCatalogueName: Readonly<Record<string, HzaModelId>> = {
  'Dachs G 5.5': 'G5.5',
  'Dachs F 5.5': 'F5.5',
  'Dachs HR 5.3': 'HR5.3',
};

/** The fuel an installer noted (infoMap Gasart). */
function fuelOfGasart(gasart: string | undefined): HzaFuelType | null {
  if (!gasart) return null;
  if (gasart.startsWith('Erdgas')) return 'naturalGas';
  if (gasart.startsWith('Flüssiggas')) return 'lpg';
  if (gasart.startsWith('Heizöl')) return 'heatingOil';
  return null;
}

export function locationAddress(location: LocationView): string {
  const street = [location.strasse, location.hausnummer].filter(Boolean).join(' ');
  const town = [location.plz, location.ort].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** The calculation model of a unit (by its part number) and its fuel (the model's, else the installer's note). */
export function chpModelOf(unit: Pick<UnitRow, 'artikelNummer' | 'infoMap'>): {
  model: HzaModelId | null;
  fuel: HzaFuelType | null;
} {
  const catalogueName = dachsModelByPartNumber[unit.artikelNummer];
  const model = catalogueName ? (modelByCatalogueName[catalogueName] ?? null) : null;
  return { model, fuel: model ? dachsModels[model].fuel : fuelOfGasart(unit.infoMap.Gasart) };
}

export function toChpUnit(unit: UnitRow, location: LocationView, inTool: boolean): HzaChpUnit {
  const { model, fuel } = chpModelOf(unit);
  const known = model ? dachsModels[model] : null;
  return {
    serial: unit.seriennummer,
    anlageId: location.uuid,
    locationName: location.name,
    address: locationAddress(location),
    inTool,
    manufacturer: 'SenerTec',
    typeName: unit.benennung,
    model,
    fuel,
    ratedElectricKW: known?.electricalKW ?? null,
    ratedThermalKW: known?.thermalKW ?? null,
    commissioned: unit.inbetriebnahmeDatum,
  };
}
