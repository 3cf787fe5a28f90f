import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const archivePrefix = 'portal-archive-';
const sharedPrefix = 'portal-shared-';

/**
 * The MQTT client id of the portal's archive subscription on an external broker. It must stay the
 * same across restarts, so the broker keeps the persistent session (and the archives that arrive
 * meanwhile): INSTANCE_ID when set, else an id generated once into DATA_DIR.
 */
export function archiveClientId(config: {
  instanceId: string;
  instanceIdFixed: boolean;
  dataDir: string;
}): string {
  if (config.instanceIdFixed) return `${archivePrefix}${config.instanceId}`;
  const { dataDir } = config;
  const file = join(dataDir, 'mqtt-archive-client-id');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${archivePrefix}${randomBytes(6).toString('hex')}`);
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The MQTT client id of the portal's shared subscriptions (values, state, errors) on an external
 * broker: stable across restarts like archiveClientId, for the same reason (its persistent session).
 */
export function sharedClientId(config: Parameters<typeof archiveClientId>[0]): string {
  return sessionClientIds(archiveClientId(config).slice(archivePrefix.length)).shared;
}

/** The client ids of the persistent sessions of the instance with this status key (session-takeover.ts). */
export const sessionClientIds = (key: string) => ({
  archive: `${archivePrefix}${key}`,
  shared: `${sharedPrefix}${key}`,
});
