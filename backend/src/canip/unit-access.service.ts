import { Inject, Injectable } from '@nestjs/common';
import { type UnitKind, findKind } from '@portal/unit-catalog';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { UnitRow } from '../units/unit-row.js';
import { UnitsService } from '../units/units.service.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { consentContextOf, consentProblem } from '../units/consent.js';

export interface UnitContext {
  unit: UnitRow;
  kind: UnitKind;
  isOperator: boolean;
}

/**
 * Who may reach a unit's live data and history: the canip calls and the charts share these rules,
 * so a chart never shows what a connect would refuse.
 */
@Injectable()
export class UnitAccessService {
  constructor(
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Visibility (spec 6), contract state, connectability and consents, in that order. 'data' needs
   * the web consent DACHSWEB (spec 6: charts load only with it; the portal has no business zone).
   */
  async access(user: UnitViewer, sn: string, purpose: 'connect' | 'data'): Promise<UnitContext> {
    const found = await this.units.findForAccess(sn, user);
    if (!found) throw accessDenied(sn);
    const { unit, isOperator } = found;
    if (unit.msrTyp === 3 && !unit.hasVertrag) throw new ApiException(403, 'exception.hkamarkedoffline');
    const kind = findKind(unit.productGroup);
    if (!kind || unit.msrTyp !== 3) throw new ApiException(409, 'exception.notconnectable');
    const problem = consentProblem(
      consentContextOf(unit, found, { brand: this.config.brand, roles: user.roles }),
      purpose,
    );
    if (problem) throw new ApiException(403, problem);
    return { unit, kind, isOperator };
  }
}

export function accessDenied(sn: string): ApiException {
  return new ApiException(403, 'exception.accessdeniedunit', { subject: sn });
}
