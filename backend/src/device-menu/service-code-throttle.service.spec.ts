import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DatabaseHandle, openDatabase } from '../database/database.js';
import {
  ServiceCodeThrottleService,
  maxWrongCodesPerUnit,
  maxWrongCodesPerUser,
} from './service-code-throttle.service.js';

// On embedded PGlite with the committed migrations, as the portal runs it.

let dataDir: string;
let database: DatabaseHandle;
let throttle: ServiceCodeThrottleService;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'service-code-throttle-'));
  database = await openDatabase({ dataDir });
  throttle = new ServiceCodeThrottleService(database.db);
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refused = (userId: number, sn: string) =>
  throttle.assertAllowed(userId, sn).then(
    () => undefined,
    (error: { status: number; key: string; params: { subject: string }; headers: Record<string, string> }) =>
      error,
  );

describe('ServiceCodeThrottleService', () => {
  it('refuses a user on a unit after their wrong codes, with the seconds to wait; others go on', async () => {
    for (let i = 0; i < maxWrongCodesPerUser; i += 1) {
      expect(await refused(1, 'A')).toBeUndefined();
      await throttle.recordWrongCode(1, 'A');
    }
    const error = await refused(1, 'A');
    expect(error).toMatchObject({ status: 429, key: 'device.servicelevel.throttled' });
    expect(Number(error?.params.subject)).toBeGreaterThan(14 * 60);
    expect(error?.headers['Retry-After']).toBe(error?.params.subject);
    expect(await refused(1, 'B')).toBeUndefined();
    expect(await refused(2, 'A')).toBeUndefined();
  });

  it('refuses everyone on a unit guessed at by many users', async () => {
    for (let i = 0; i < maxWrongCodesPerUnit; i += 1) await throttle.recordWrongCode(100 + i, 'C');
    expect(await refused(999, 'C')).toMatchObject({ status: 429 });
  });

  it("forgives a user's wrong codes once they knew the code", async () => {
    for (let i = 0; i < maxWrongCodesPerUser - 1; i += 1) await throttle.recordWrongCode(3, 'D');
    await throttle.recordRightCode(3, 'D');
    await throttle.recordWrongCode(3, 'D');
    expect(await refused(3, 'D')).toBeUndefined();
  });
});
