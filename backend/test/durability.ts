import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { type Fleet, createFleet, credentialsFileSchema } from '@portal/unit-sim';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/database/database.js';
import { units } from '../src/units/units.schema.js';
import { type AckRecorder, ackRecorder } from './ack-recorder.js';
import { dropServerDatabase, seededData } from './harness.js';
import { endMqttSessions, portalSessions } from './mosquitto-server.js';
import { type BackendProcess, runBackendTool, startBackendProcess } from './process.js';
import { waitFor } from './units-online.js';

// What the issue counted by hand: simulated units replay archives to the real built backend, which
// stops (SIGTERM) or dies (SIGKILL) in the middle. Every sample the broker acknowledged to a unit
// must be stored: the unit has forgotten it.

export interface DurabilityRun {
  /** The backend's environment; DATA_DIR and DATABASE_URL are added. */
  env: Record<string, string>;
  /** Where the units' broker listens (the test puts its ack recorder in front of it). */
  broker: { host: string; port: number };
  /** Samples of every unit's backlog (simulated seconds at one sample each). */
  backlogPerUnit: number;
}

export interface Durability {
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  fleet: Fleet;
  recorder: AckRecorder;
  backend: BackendProcess;
  /** Stored sample timestamps (any key) per unit, read straight from the database. */
  stored(): Promise<Map<string, Set<number>>>;
  /** Acknowledged sample timestamps that are not stored, per unit. */
  lost(): Promise<Record<string, number[]>>;
  /** Starts the backend again on the same data. */
  restart(): Promise<void>;
  cleanUp(): Promise<void>;
}

/**
 * Takes a seeded demo world, provisions three units with the real tool, starts the backend, runs the
 * units through the ack recorder and makes each build a backlog; then lets them replay it (10
 * samples per archive message). Resolves once at least a third of it is acknowledged.
 */
export async function replayingFleet(run: DurabilityRun): Promise<Durability> {
  const { dataDir, databaseUrl } = await seededData();
  const env = {
    // Another test's portal on the same external broker must not take this one's messages.
    MQTT_SHARE_GROUP: `portal-test-${randomBytes(4).toString('hex')}`,
    ...run.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const database = await openDatabase({ dataDir, databaseUrl });
  const serials = (
    await database.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, true)))
      .orderBy(asc(units.seriennummer))
      .limit(3)
  ).map((row) => row.sn);
  await database.close();
  const credentials = credentialsFileSchema.parse(
    JSON.parse(await runBackendTool('provision/provision.js', serials, env)),
  );
  const backend = await startBackendProcess(env);
  const recorder = await ackRecorder(run.broker.host, run.broker.port);
  const fleet = createFleet({
    brokerUrl: recorder.url,
    units: credentials,
    seed: 4,
    intervalSeconds: 1,
    speedup: 50,
    archiveChunkSize: 10,
    reconnectMs: 500,
  });
  const durability: Durability = {
    dataDir,
    databaseUrl,
    env,
    fleet,
    recorder,
    backend,
    async stored() {
      const handle = await openDatabase({ dataDir, databaseUrl });
      try {
        const result = new Map<string, Set<number>>();
        for (const sn of serials) {
          const answer: unknown = await handle.db.execute(sql`SELECT DISTINCT
            (extract(epoch FROM s.ts) * 1000)::float8 AS ts
            FROM ts_samples s JOIN ts_series k ON k.id = s.series WHERE k.sn = ${sn}`);
          const { rows } = answer as { rows: { ts: number }[] };
          result.set(sn, new Set(rows.map((row) => Number(row.ts))));
        }
        return result;
      } finally {
        await handle.close();
      }
    },
    async lost() {
      const stored = await durability.stored();
      return Object.fromEntries(
        [...recorder.acked].map(([sn, acked]) => [sn, [...acked].filter((ts) => !stored.get(sn)?.has(ts))]),
      );
    },
    async restart() {
      durability.backend = await startBackendProcess(env);
    },
    async cleanUp() {
      await fleet.stop();
      await recorder.close();
      await durability.backend.stop();
      const mqttUrl = run.env.MQTT_URL;
      if (mqttUrl)
        await endMqttSessions(mqttUrl, portalSessions({ instanceId: '', instanceIdFixed: false, dataDir }));
      if (databaseUrl) await dropServerDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await fleet.start();
    await waitFor(() => fleet.units.every((unit) => unit.connected), 10_000);
    await Promise.all(fleet.units.map((unit) => unit.goOffline()));
    await waitFor(() => fleet.units.every((unit) => unit.archiveSize >= run.backlogPerUnit), 30_000);
    // Only the backlog from now on: at 50 times real time the units' live samples (150 a second,
    // sent beside the replay) would take the embedded database's writes the replay needs on a busy
    // machine, and they are not what is stopped in the middle here.
    for (const unit of fleet.units) unit.muteValues(true);
    for (const unit of fleet.units) void unit.reconnect();
    const backlog = fleet.units.reduce((sum, unit) => sum + unit.archiveSize, 0);
    await waitFor(() => recorder.ackedCount() >= backlog / 3, 60_000);
  } catch (error) {
    // Nothing of a run that did not get going outlives it (its backend would eat the next tests' CPU).
    await durability.cleanUp();
    throw error;
  }
  return durability;
}
