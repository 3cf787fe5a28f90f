import { Inject, Injectable } from '@nestjs/common';
import { type MigrateRequest, externSerialFor } from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, notFound, roleMissing } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import { PasswordHasher } from '../users/password-hash.js';
import type { SessionUser } from '../auth/session-user.js';
import { externUnitModels } from './extern-unit.js';
import { UnitListRepository } from './unit-list.repository.js';
import { UnitsRepository } from './units.repository.js';

export type OldUnitForm = Extract<MigrateRequest, { seriennummer: string }>;
export type ExternUnitForm = Extract<MigrateRequest, { extern: true }>;

/** Spec 6: the old-unit tab is for operators; legacy operators and extern accounts add external units. */
const oldUnitRoles = ['betreiber'];
const externUnitRoles = ['betreiber', 'betreiberold', 'extern'];

function requireRole(user: SessionUser, roles: readonly string[]): void {
  if (!roles.some((role) => user.roles.includes(role))) throw roleMissing();
}

/** Units that users add to their own account (spec 4 Migration) and that admins remove. */
@Injectable()
export class UnitRegistrationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(UnitsRepository) private readonly units: UnitsRepository,
    @Inject(UnitListRepository) private readonly list: UnitListRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
  ) {}

  /** An operator proves an old unit is theirs with its serial and unit password, and operates it. */
  async addOldUnit(user: SessionUser, form: OldUnitForm): Promise<string> {
    requireRole(user, oldUnitRoles);
    const unit = await this.units.findOne(form.seriennummer, undefined);
    // An unknown serial costs one hash check too (verify's decoy): the time does not tell which was wrong.
    const matches = await this.passwords.verify(form.password, unit?.legacyPasswordHash);
    if (!unit?.legacyPasswordHash || !matches) throw new ApiException(403, 'exception.oldunitcredentials');
    await this.db.transaction(async (tx) => {
      await this.units.addOperator(unit.seriennummer, user.id, tx);
      await this.audit.record({ actor: user.login, action: 'unit.addold', sn: unit.seriennummer }, tx);
    });
    return unit.seriennummer;
  }

  /** A third-party Dachs Pro (spec 3 Extern unit form), operated by the user from now on. */
  async addExternUnit(user: SessionUser, form: ExternUnitForm): Promise<string> {
    requireRole(user, externUnitRoles);
    const sn = user.roles.includes('extern') ? externSerialFor(user.login) : form.serial;
    const model = externUnitModels[form.type];
    await this.db.transaction(async (tx) => {
      const created = await this.units.insertIfNew(tx, {
        seriennummer: sn,
        msrTyp: 3,
        productGroup: 'dachsII',
        external: true,
        benennung: model.benennung,
        artikelNummer: model.artikelNummer,
        inbetriebnahmeDatum: form.ibDate,
        // The form knows only postcode and type; both stay with the unit (its info badge).
        infoMap: { plz: form.plz, type: form.type },
      });
      if (!created) throw new ApiException(409, 'exception.unitexists');
      await this.units.addOperator(sn, user.id, tx);
      await this.audit.record(
        { actor: user.login, action: 'unit.addextern', sn, details: { type: form.type, plz: form.plz } },
        tx,
      );
    });
    return sn;
  }

  /** Admins may delete external units only (spec 6); the audit keeps what was deleted. */
  async deleteExternal(admin: SessionUser, sn: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const unit = await this.units.findOne(sn, undefined, tx);
      if (!unit) throw notFound();
      if (!unit.external) throw new ApiException(409, 'exception.notexternal');
      const operators = (await this.list.operatorLogins(tx, [sn])).get(sn) ?? [];
      await this.units.delete(tx, sn);
      await this.audit.record(
        {
          actor: admin.login,
          action: 'unit.delete',
          sn,
          details: { benennung: unit.benennung, operators, locationUuid: unit.locationUuid },
        },
        tx,
      );
    });
  }
}
