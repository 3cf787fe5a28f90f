import { Inject, Injectable } from '@nestjs/common';
import type {
  HzaExportFormat,
  HzaFile,
  HzaOperatingHoursResponse,
  HzaPdfType,
  HzaSummaryResponse,
} from '@portal/contracts';
import { accessorOf } from '../audit/accessor.js';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, notFound } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { summarizeInOrder } from './aid-carry.js';
import {
  type HzaDocumentInput,
  applicationPdf,
  applicationXml,
  plantExport,
  summaryPdf,
} from './documents/index.js';
import { type FileMeta, HzatoolRepository } from './hzatool.repository.js';
import { HzatoolOfficesService } from './hzatool-offices.service.js';
import {
  HzatoolService,
  type PlantLocation,
  progressOf,
  seesEveryPlant,
  toHzaFile,
} from './hzatool.service.js';
import { hoursKey, operatingHours, snapshotKey } from './operating-hours.js';

const mimes = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The summary, the documents of a ready application, stored files and the operating hours. */
@Injectable()
export class HzatoolDocumentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HzatoolService) private readonly hzatool: HzatoolService,
    @Inject(HzatoolRepository) private readonly repository: HzatoolRepository,
    @Inject(HzatoolOfficesService) private readonly offices: HzatoolOfficesService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** POST /hzatool/zusammenfassung: from the saved application. */
  async summary(user: SessionUser, anlageId: string, year: number): Promise<HzaSummaryResponse> {
    await this.hzatool.bookedLocation(user, anlageId, year);
    const saved = await this.hzatool.savedApplication(anlageId, year);
    return {
      summary: await this.hzatool.summary(anlageId, year, saved?.application ?? {}),
      progress: await this.hzatool.progress(anlageId, year),
    };
  }

  /**
   * What a document of a ready application is made from: 409 hzatool.yearopen while its year runs
   * (no final document of an unfinished year), 400 hzatool.notready while data is missing.
   */
  private async documentInput(
    user: SessionUser,
    location: PlantLocation,
    year: number,
  ): Promise<HzaDocumentInput> {
    const saved = await this.hzatool.savedApplication(location.row.uuid, year);
    const status = saved ? progressOf(saved, []).status : 'notStarted';
    if (status === 'yearOpen') throw new ApiException(409, 'hzatool.yearopen', { subject: String(year) });
    if (!saved || status !== 'ready') throw new ApiException(400, 'hzatool.notready');
    const officeKey = saved.application.office?.officeKey;
    const office = (await this.offices.offices()).find((candidate) => candidate.key === officeKey) ?? null;
    return {
      plant: await this.hzatool.plantSummary(user, location),
      year,
      application: saved.application,
      summary: await this.hzatool.summary(location.row.uuid, year, saved.application),
      office,
      generatedAt: new Date(),
    };
  }

  private async store(
    user: SessionUser,
    input: HzaDocumentInput,
    kind: FileMeta['kind'],
    name: string,
    mime: string,
    bytes: Buffer,
  ): Promise<HzaFile> {
    return this.db.transaction(async (tx) => {
      const { file: row, replaced } = await this.repository.replaceFile(tx, {
        anlageId: input.plant.anlageId,
        year: input.year,
        kind,
        name,
        mime,
        bytes,
        createdBy: user.login,
      });
      await this.audit.record(
        {
          actor: user.login,
          action: 'hzatool.document',
          details: { anlageId: row.anlageId, year: row.year, kind, fileId: row.id, replaced },
        },
        tx,
      );
      return toHzaFile(row);
    });
  }

  async generatePdf(user: SessionUser, anlageId: string, year: number, type: HzaPdfType): Promise<HzaFile> {
    const location = await this.hzatool.bookedLocation(user, anlageId, year);
    const input = await this.documentInput(user, location, year);
    const bytes = type === 'antrag' ? await applicationPdf(input) : await summaryPdf(input);
    return this.store(user, input, type, `${type}-${year}.pdf`, mimes.pdf, bytes);
  }

  async generateXmls(user: SessionUser, anlageId: string, year: number): Promise<HzaFile[]> {
    const location = await this.hzatool.bookedLocation(user, anlageId, year);
    const input = await this.documentInput(user, location, year);
    const bytes = Buffer.from(applicationXml(input), 'utf8');
    return [await this.store(user, input, 'xml', `antrag-${year}.xml`, mimes.xml, bytes)];
  }

  /**
   * GET /hzatool/export/{anlageUuid}: the plant's ready years (or one) as a spreadsheet, in the
   * access log of each of its units (`impersonatorId`: the admin acting as the user).
   */
  async export(
    user: SessionUser,
    anlageId: string,
    format: HzaExportFormat,
    year: number | undefined,
    impersonatorId: number | undefined,
  ): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const location = await this.hzatool.location(user, anlageId);
    if ((await this.repository.plants([anlageId])).length === 0) throw notFound();
    // Every year is summarised, so each carries the aid the years before it offset.
    const saved = summarizeInOrder(await this.repository.applications([anlageId])).filter(
      (row) => year === undefined || row.year === year,
    );
    const plant = await this.hzatool.plantSummary(user, location);
    const officeList = await this.offices.offices();
    const years = saved.map((row) => ({
      plant,
      year: row.year,
      application: row.application,
      summary: row.summary,
      office: officeList.find((office) => office.key === row.application.office?.officeKey) ?? null,
      generatedAt: new Date(),
    }));
    const bytes = await plantExport(format, years);
    const operated = new Set(
      (await this.units.operatorIds(location.serials))
        .filter((operator) => operator.userId === user.id)
        .map((operator) => operator.sn),
    );
    await this.audit.recordAll(
      location.serials.map((sn) => ({
        actor: user.login,
        action: 'access.export',
        sn,
        details: { export: 'energyTax', format, year: year ?? null },
        ...accessorOf(user, operated.has(sn), this.config.brand, impersonatorId),
      })),
    );
    return { name: `energiesteuer-${year ?? 'alle'}.${format}`, mime: mimes[format], bytes };
  }

  /** GET /hzatool/fetchMsr2Betriebsstunden: the unit's operating-hour counter over the year. */
  async operatingHours(user: SessionUser, serial: string, year: number): Promise<HzaOperatingHoursResponse> {
    const unit = await this.units.findVisible(serial, user, seesEveryPlant(user, this.config.brand));
    if (!unit) throw new ApiException(403, 'exception.accessdeniedunit', { subject: serial.slice(0, 40) });
    const [days, latest] = await Promise.all([
      this.timeseries.rollups(
        serial,
        hoursKey,
        '1d',
        new Date(Date.UTC(year, 0, 1) - 86_400_000),
        new Date(Date.UTC(year + 1, 0, 1)),
      ),
      this.timeseries.latestValues(serial),
    ]);
    // Local days start at 23:00 or 22:00 UTC of the day before: keep those of the year.
    const ofYear = days.filter((day) => new Date(day.bucket + 12 * 3_600_000).getUTCFullYear() === year);
    return operatingHours(serial, year, ofYear, latest[snapshotKey]);
  }
}
