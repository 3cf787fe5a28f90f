import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { batchedLookup } from '../common/batched.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { units } from '../units/units.schema.js';
import { unitCredentials } from './devices.schema.js';
import { provisionOnBroker } from './dynsec-admin.js';
import { hashUnitSecret, newUnitSecret, unitSecretMatches } from './unit-secret.js';

export interface ProvisionedUnit {
  sn: string;
  productGroup: string;
  secret: string;
}

@Injectable()
export class CredentialsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Gives each unit a new secret (replacing an old one) and returns the secrets once. With
   * MQTT_DYNSEC the external broker gets the new logins too, before the database commits (a broker
   * that refuses leaves the old secrets in place on both).
   */
  async provision(serials: readonly string[]): Promise<ProvisionedUnit[]> {
    if (serials.length === 0) return [];
    const known = await this.db
      .select({ sn: units.seriennummer, productGroup: units.productGroup })
      .from(units)
      .where(inArray(units.seriennummer, [...serials]));
    const missing = serials.filter((sn) => !known.some((unit) => unit.sn === sn));
    if (missing.length > 0) throw new Error(`Unknown units: ${missing.join(', ')}`);
    const provisioned = known.map((unit) => ({ ...unit, secret: newUnitSecret() }));
    await this.db.transaction(async (tx) => {
      for (const unit of provisioned) {
        const secretHash = hashUnitSecret(unit.secret);
        await tx
          .insert(unitCredentials)
          .values({ sn: unit.sn, secretHash })
          .onConflictDoUpdate({ target: unitCredentials.sn, set: { secretHash, createdAt: new Date() } });
      }
      const { mqttDynsec, mqttUrl } = this.config;
      if (mqttDynsec && mqttUrl) await provisionOnBroker(mqttUrl, provisioned);
    });
    return provisioned;
  }

  async verify(sn: string, secret: string): Promise<boolean> {
    const row = await this.secretHashes.call(sn);
    return row !== undefined && unitSecretMatches(secret, row.secretHash);
  }

  /** The stored hashes of the units logging in at once, in one query (a fleet reconnects together). */
  private readonly secretHashes = batchedLookup(
    (serials) =>
      this.db
        .select({ sn: unitCredentials.sn, secretHash: unitCredentials.secretHash })
        .from(unitCredentials)
        .where(inArray(unitCredentials.sn, serials)),
    (row) => row.sn,
  );
}
