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

// A fresh embedded database runs every migration: past a minute on a loaded machine.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'service-code-throttle-'));
  database = await openDatabase({ dataDir });
  throttle = new ServiceCodeThrottleService(database.db);
}, 180_000);

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refused = (userId: number, sn: string) =>
  throttle.takeAttempt(userId, sn).then(
    () => undefined,
    (error: { status: number; key: string; params: { subject: string }; headers: Record<string, string> }) =>
      error,
  );

describe('ServiceCodeThrottleService', () => {
  it('lets a user try as often as the limit on a unit, then tells the seconds to wait; others go on', async () => {
    for (let i = 0; i < maxWrongCodesPerUser; i += 1) expect(await refused(1, 'A')).toBeUndefined();
    const error = await refused(1, 'A');
    expect(error).toMatchObject({ status: 429, key: 'device.servicelevel.throttled' });
    expect(Number(error?.params.subject)).toBeGreaterThan(14 * 60);
    expect(error?.headers['Retry-After']).toBe(error?.params.subject);
    expect(await refused(1, 'B')).toBeUndefined();
    expect(await refused(2, 'A')).toBeUndefined();
  });

  it('lets no more than the limit through of attempts made at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => refused(4, 'E')));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(maxWrongCodesPerUser);
    expect(outcomes.filter((outcome) => outcome?.status === 429)).toHaveLength(30 - maxWrongCodesPerUser);
  });

  it('refuses everyone on a unit guessed at by many users', async () => {
    for (let i = 0; i < maxWrongCodesPerUnit; i += 1) expect(await refused(100 + i, 'C')).toBeUndefined();
    expect(await refused(999, 'C')).toMatchObject({ status: 429 });
  });

  it('does not count a refused attempt against the other counter', async () => {
    // The user's own limit is used up: their further tries do not use up the unit for others.
    for (let i = 0; i < maxWrongCodesPerUnit; i += 1) await refused(5, 'F');
    expect(await refused(6, 'F')).toBeUndefined();
  });

  it("forgives a user's wrong codes once they knew the code, and does not count the right one", async () => {
    for (let i = 0; i < maxWrongCodesPerUser; i += 1) await refused(3, 'D');
    // The fifth attempt was the right code.
    await throttle.recordRightCode(3, 'D');
    expect(await refused(3, 'D')).toBeUndefined();
    // The unit counts 5: four wrong codes and the try after the right one. 15 more are left.
    for (let i = 0; i < maxWrongCodesPerUnit - maxWrongCodesPerUser; i += 1)
      expect(await refused(10 + i, 'D')).toBeUndefined();
    expect(await refused(99, 'D')).toMatchObject({ status: 429 });
  });
});
