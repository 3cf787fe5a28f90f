import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@portal/contracts';
import { BalanceService } from '../balance/balance.service.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UnitsService } from '../units/units.service.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { type LocationReportInput, renderLocationReportPdf } from './location-report-pdf.js';
import { reportPeriod } from './report-period.js';
import { ReportsService } from './reports.service.js';

/**
 * GET /locations/{uuid}/reports/{period}.pdf (issue 45): the units at a location whose data the
 * viewer may read (the balance's rule, unit by unit), each with its figures, and their sum as the
 * location's balance has it. A location with none of them answers as an unknown one.
 */
@Injectable()
export class LocationReportsService {
  constructor(
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(BalanceService) private readonly balance: BalanceService,
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async download(
    viewer: UnitViewer,
    uuid: string,
    periodText: string,
    language: Language,
    now = Date.now(),
  ): Promise<{ file: Buffer; name: string }> {
    const period = reportPeriod(periodText, now);
    const placements = /^[0-9a-f-]{36}$/i.test(uuid) ? await this.units.placementsAt(uuid) : [];
    const sum = await this.balance.balanceOf(
      viewer,
      placements.sort((a, b) => a.sn.localeCompare(b.sn)),
      { period: period.kind, start: period.start },
      now,
    );
    if (!sum) throw new ApiException(403, 'exception.accessdenied');
    const shown: LocationReportInput['units'] = [];
    for (const { sn, balance } of sum.units) {
      const { unit, kind } = await this.access.access(viewer, sn, 'data');
      shown.push({
        sn,
        name: unit.benennung || kind.label[language],
        balance,
        ...(await this.reports.happenings(sn, period, language, now)),
      });
    }
    const file = await renderLocationReportPdf({
      language,
      period,
      portalName: this.config.portalName,
      locationName: (await this.reports.locationNamed(uuid)) ?? uuid,
      units: shown,
      site: sum.site,
      generatedAt: new Date(now),
    });
    return { file, name: `report-location-${period.name}.pdf` };
  }
}
