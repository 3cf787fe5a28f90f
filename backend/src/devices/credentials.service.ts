import { Inject, Injectable } from '@nestjs/common';
import { batchedLookup } from '../common/batched.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CredentialsRepository } from './credentials.repository.js';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CredentialsRepository) private readonly credentials: CredentialsRepository,
  ) {}

  /**
   * Gives each unit a new secret (replacing an old one) and returns the secrets once. With
   * MQTT_DYNSEC the external broker gets the new logins too, before the database commits (a broker
   * that refuses leaves the old secrets in place on both).
   */
  async provision(serials: readonly string[]): Promise<ProvisionedUnit[]> {
    if (serials.length === 0) return [];
    const known = await this.credentials.productGroups(serials);
    const missing = serials.filter((sn) => !known.some((unit) => unit.sn === sn));
    if (missing.length > 0) throw new Error(`Unknown units: ${missing.join(', ')}`);
    const provisioned = known.map((unit) => ({ ...unit, secret: newUnitSecret() }));
    const hashes = provisioned.map((unit) => ({ sn: unit.sn, secretHash: hashUnitSecret(unit.secret) }));
    await this.credentials.replaceSecrets(hashes, async () => {
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
    (serials) => this.credentials.secretHashes(serials),
    (row) => row.sn,
  );
}
