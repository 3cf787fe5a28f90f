import type { externUnitTypes } from '@portal/contracts';

type ExternUnitType = (typeof externUnitTypes)[number];

/** The model behind each type of the extern unit form (spec 3 Extern unit form). */
export const externUnitModels: Record<ExternUnitType, { benennung: string; artikelNummer: string }> = {
  ext_se_prog20: { benennung: 'Dachs Pro G20', artikelNummer: '4700720000' },
  ext_se_prof20: { benennung: 'Dachs Pro F20', artikelNummer: '4700721000' },
};
