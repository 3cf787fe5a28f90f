import type { HzaApplication, HzaModule } from '@portal/contracts';
import { checkIban } from '@portal/energy-tax';

// What an application still lacks before documents can be produced (its status and the editor's
// list of missing fields). Field paths are those of HzaApplication, e.g. `plant.modules.0.model`.

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function applicantMissing(application: HzaApplication): string[] {
  const applicant = application.applicant ?? {};
  const missing: string[] = [];
  for (const field of ['name', 'street', 'plz', 'city'] as const)
    if (blank(applicant[field])) missing.push(`applicant.${field}`);
  if (blank(applicant.iban) || !checkIban(applicant.iban ?? '').valid) missing.push('applicant.iban');
  if (!blank(applicant.companyNumber) && !/^\d{5}$/.test(applicant.companyNumber ?? ''))
    missing.push('applicant.companyNumber');
  // Spec 5: the VAT id is asked only of companies.
  if (!blank(applicant.firma) && blank(applicant.umsatzsteuerId)) missing.push('applicant.umsatzsteuerId');
  return missing;
}

function plantMissing(application: HzaApplication): string[] {
  const plant = application.plant ?? {};
  const missing: string[] = [];
  if (!plant.fuel) missing.push('plant.fuel');
  const modules = plant.modules ?? [];
  if (modules.length === 0) missing.push('plant.modules');
  modules.forEach((module, index) => {
    if (!module.model) missing.push(`plant.modules.${index}.model`);
    if (!module.commissioned) missing.push(`plant.modules.${index}.commissioned`);
  });
  return missing;
}

/** AfA defaults to 120 months from commissioning: only a module with neither lacks a start. */
function afaMissing(application: HzaApplication): string[] {
  const entries = application.afa?.modules ?? [];
  return (application.plant?.modules ?? []).flatMap((module: HzaModule, index) => {
    const entry = entries.find((candidate) => candidate.serial === module.serial);
    return entry?.start || module.commissioned ? [] : [`afa.modules.${index}.start`];
  });
}

function consumptionMissing(application: HzaApplication): string[] {
  const consumption = application.consumption ?? {};
  const missing: string[] = [];
  if (!consumption.method) missing.push('consumption.method');
  if (consumption.method === 'hours') {
    const readings = consumption.modules ?? [];
    (application.plant?.modules ?? []).forEach((module, index) => {
      const reading = readings.find((candidate) => candidate.serial === module.serial);
      if (reading?.counterStart === undefined) missing.push(`consumption.modules.${index}.counterStart`);
      if (reading?.counterEnd === undefined) missing.push(`consumption.modules.${index}.counterEnd`);
    });
  }
  if (consumption.method === 'gasMeter')
    for (const field of ['gasCubicMetres', 'zustandszahl', 'brennwert'] as const)
      if (consumption[field] === undefined) missing.push(`consumption.${field}`);
  if (consumption.method === 'quantity' && consumption.quantity === undefined)
    missing.push('consumption.quantity');
  if (consumption.electricityKWh === undefined) missing.push('consumption.electricityKWh');
  if (consumption.usefulHeatKWh === undefined) missing.push('consumption.usefulHeatKWh');
  return missing;
}

/** The paths of the fields an application still needs; empty when it is complete. */
export function missingFields(application: HzaApplication): string[] {
  return [
    ...applicantMissing(application),
    ...(blank(application.office?.officeKey) ? ['office.officeKey'] : []),
    ...plantMissing(application),
    ...afaMissing(application),
    ...consumptionMissing(application),
  ];
}
