import { Inject, Injectable } from '@nestjs/common';
import type { Incident, Language, ReportSettings, ReportSettingsResponse } from '@portal/contracts';
import type { UnitKind } from '@portal/unit-catalog';
import { IncidentsService } from '../alarms/incidents.service.js';
import { AuditService } from '../audit/audit.service.js';
import { BalanceService } from '../balance/balance.service.js';
import { balanceKeys } from '../balance/balance-keys.js';
import { balanceWindow } from '../balance/balance-period.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { roleMissing } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocationsService } from '../locations/locations.service.js';
import type { UnitRow } from '../units/unit-row.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { type ReportPeriod, lastMonth, reportPeriod } from './report-period.js';
import { type ReportInput, type ServiceEvent, renderReportPdf } from './report-pdf.js';
import { ReportsRepository } from './reports.repository.js';

type Viewer = UnitViewer & { login: string };

/** Incidents and service events a report lists at most (a unit that flaps all month). */
const listed = 200;

const noSettings: ReportSettings = {
  monthlyMail: false,
  copyToPartner: false,
  locationReport: false,
  taxAdviserEmail: null,
};

/** What the PDF names the unit by; a demo session sees no names, only its fake serial. */
interface Shown {
  sn: string;
  anonymous: boolean;
}

/**
 * A unit's reports (issue 45, docs/adr/0025-balance-reports.md): the PDF of a past month or year
 * and who gets the monthly one. Reading follows the balance's rule; the owner and admins decide.
 */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(BalanceService) private readonly balance: BalanceService,
    @Inject(IncidentsService) private readonly incidents: IncidentsService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(ReportsRepository) private readonly repository: ReportsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /units/{sn}/reports/{period}.pdf: the file and its name. */
  async download(
    viewer: Viewer,
    sn: string,
    periodText: string,
    language: Language,
    shown: Shown,
    now = Date.now(),
  ): Promise<{ file: Buffer; name: string }> {
    const period = reportPeriod(periodText, now);
    const { unit, kind } = await this.access.access(viewer, sn, 'data');
    const file = await this.render(unit, kind, period, language, shown, now);
    return { file, name: `report-${shown.sn}-${period.name}.pdf` };
  }

  /** The PDF of a unit's period (its access checked by the caller). */
  async render(
    unit: UnitRow,
    kind: UnitKind,
    period: ReportPeriod,
    language: Language,
    shown: Shown = { sn: unit.seriennummer, anonymous: false },
    now = Date.now(),
  ): Promise<Buffer> {
    const query = { period: period.kind, start: period.start } as const;
    const balance = await this.balance.figures(unit, kind, query, now);
    const months =
      period.kind === 'year'
        ? await Promise.all(
            Array.from({ length: 12 }, async (_, i) => ({
              month: i + 1,
              balance: await this.balance.figures(
                unit,
                kind,
                { period: 'month', start: `${period.year}-${String(i + 1).padStart(2, '0')}-01` },
                now,
              ),
            })),
          )
        : [];
    const { incidents, serviceEvents } = await this.happenings(unit.seriennummer, period, language, now);
    const input: ReportInput = {
      language,
      period,
      portalName: this.config.portalName,
      unit: {
        sn: shown.sn,
        name: (!shown.anonymous && unit.benennung) || kind.label[language],
        locationName: shown.anonymous ? null : await this.locationName(unit),
      },
      balance: { ...balance, sn: shown.sn },
      months,
      incidents,
      serviceEvents,
      energyTaxUrl:
        period.kind === 'year' && balance.kind === 'chp' && unit.locationUuid && !shown.anonymous
          ? `${this.baseUrl()}${energyTaxPath(unit.locationUuid)}?year=${period.year}`
          : null,
      generatedAt: new Date(now),
    };
    return renderReportPdf(input);
  }

  /** A unit's incidents and service events of a period, in a language. */
  async happenings(
    sn: string,
    period: ReportPeriod,
    language: Language,
    now = Date.now(),
  ): Promise<{ incidents: Incident[]; serviceEvents: ServiceEvent[] }> {
    const window = balanceWindow(period.kind, period.start, now);
    const events = await this.audit.unitEntriesOf(sn, 'device.', window.from, window.to, listed);
    return {
      incidents: await this.incidents.ofUnit(sn, window, language, listed),
      // A refused service code is no event at the unit.
      serviceEvents: events
        .filter((event) => event.action !== 'device.servicelevel.enter' || event.details['granted'] === true)
        .map((event) => ({ at: event.ts, action: event.action })),
    };
  }

  async settings(viewer: Viewer, sn: string, now = Date.now()): Promise<ReportSettingsResponse> {
    const { unit, kind, isOperator } = await this.access.access(viewer, sn, 'data');
    const stored = await this.repository.settings(sn);
    const demo = viewer.roles.includes('demo');
    return {
      settings: stored?.settings ?? noSettings,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      mayEdit: mayEdit(viewer, isOperator),
      lastMonth: lastMonth(now),
      // A demo session names units by fakes and locations by no uuid: it gets neither link.
      energyTaxPath:
        balanceKeys(kind).kind === 'chp' && unit.locationUuid && !demo
          ? energyTaxPath(unit.locationUuid)
          : null,
      locationUuid: demo ? null : unit.locationUuid,
    };
  }

  async saveSettings(viewer: Viewer, sn: string, settings: ReportSettings, now = new Date()) {
    const { isOperator } = await this.access.access(viewer, sn, 'data');
    if (!mayEdit(viewer, isOperator)) throw roleMissing();
    await this.repository.saveSettings(sn, settings, viewer.id, now);
    await this.audit.record({
      actor: viewer.login,
      action: 'reports.settings',
      sn,
      details: { ...settings },
    });
    return this.settings(viewer, sn, now.getTime());
  }

  /** The portal's address in mails and documents. */
  baseUrl(): string {
    return this.config.publicUrl ?? `http://localhost:${this.config.port}`;
  }

  private async locationName(unit: UnitRow): Promise<string | null> {
    return unit.locationUuid ? this.locationNamed(unit.locationUuid) : null;
  }

  async locationNamed(uuid: string): Promise<string | null> {
    const [location] = await this.locations.find([uuid]);
    return location?.name || null;
  }
}

/** The energy-tax tool's page of the plant a unit belongs to (plants are locations, ADR 0013). */
const energyTaxPath = (locationUuid: string) => `/hzatool/${locationUuid}`;

/** The unit's operator and admins decide who gets the reports; others who see the balance read it. */
function mayEdit(viewer: UnitViewer, isOperator: boolean): boolean {
  return isOperator || viewer.roles.includes('admin');
}
