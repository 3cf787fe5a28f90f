import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { HzaByPlzResponse, HzaCountyOffice, HzaOffice, HzaOfficesResponse } from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import type { SessionUser } from '../auth/session-user.js';
import { HzatoolRepository, type OfficeRow } from './hzatool.repository.js';
import { countyOffices } from './county-offices.js';
import { type OfficeData, countyEntry, officeOfPostcode } from './office-lookup.js';
import { officeSeeds } from './offices.js';
import { postcodeTable } from './postcodes.js';

const toOffice = (row: OfficeRow): HzaOffice => ({
  key: row.key,
  name: row.name,
  dss: row.dss,
  address: row.address,
  verified: row.verified,
});

/** Spec 6: admins and holders of the hza_admin right keep the office table (not demo users). */
export function mayEditOffices(user: SessionUser): boolean {
  return !user.roles.includes('demo') && (user.roles.includes('admin') || user.rights.includes('hza_admin'));
}

/** The main customs offices, the county → office table and the lookups by postcode and office key. */
@Injectable()
export class HzatoolOfficesService implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(HzatoolRepository) private readonly repository: HzatoolRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repository.seed(officeSeeds);
  }

  /** The shipped county table with the admins' corrections above it, and the offices. */
  private async data(): Promise<OfficeData> {
    const corrections = new Map(
      (await this.repository.countyOffices()).map((row) => [row.countyCode, row.officeKeys]),
    );
    return { rows: countyOffices(), corrections, offices: await this.offices() };
  }

  async offices(): Promise<HzaOffice[]> {
    return (await this.repository.offices()).map(toOffice);
  }

  /** GET /hzatool/offices: every office and every county with its offices and how they are known. */
  async table(): Promise<HzaOfficesResponse> {
    const data = await this.data();
    const counties = postcodeTable()
      .counties()
      .map((county) => countyEntry(county, data));
    return { offices: [...data.offices], counties };
  }

  /** POST /hzatool/countyOffice (audited). */
  async setCounty(user: SessionUser, countyCode: string, officeKeys: string[]): Promise<HzaCountyOffice> {
    if (!mayEditOffices(user)) throw roleMissing();
    const county = postcodeTable()
      .counties()
      .find((candidate) => candidate.code === countyCode);
    if (!county)
      throw new ApiException(400, 'exception.validation', {}, { countyCode: ['validation.invalid'] });
    const known = new Set((await this.repository.offices()).map((office) => office.key));
    const unknown = officeKeys.find((key) => !known.has(key));
    if (unknown !== undefined)
      throw new ApiException(400, 'hzatool.office.unknown', { subject: unknown.slice(0, 40) });
    const keys = [...new Set(officeKeys)];
    await this.db.transaction(async (tx) => {
      await this.repository.setCountyOffices(tx, countyCode, keys, user.login);
      await this.audit.record(
        { actor: user.login, action: 'hzatool.countyOffice', details: { countyCode, officeKeys: keys } },
        tx,
      );
    });
    return countyEntry(county, await this.data());
  }

  /** GET /hzatool/hzaByPlz: postcode (and the place picked in it) → counties → offices. */
  async byPlz(plz: string, place?: string): Promise<HzaByPlzResponse> {
    return officeOfPostcode(plz, postcodeTable().areasOf(plz), await this.data(), place);
  }

  /** GET /hzatool/hzaByDss: the office with this key (Dienststellenschlüssel), if any is recorded. */
  async byDss(dss: string): Promise<{ office: HzaOffice | null; messageKey: string | null }> {
    const office = (await this.offices()).find(
      (candidate) => candidate.dss !== null && candidate.dss === dss.trim(),
    );
    return office ? { office, messageKey: null } : { office: null, messageKey: 'hzatool.dss.nooffice' };
  }
}
