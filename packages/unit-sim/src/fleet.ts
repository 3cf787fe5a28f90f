import { z } from 'zod';
import { type FleetOptions, fleetOptionsSchema } from './options.js';
import { siteOptionsOf } from './model/site.js';
import { SimUnit } from './sim-unit.js';
import { type Clock, SimClock } from './util/clock.js';
import { hashSeed } from './util/random.js';

// A fleet of simulated units sharing one simulated clock. Each unit's seed comes from the fleet seed
// and its serial, so a unit behaves the same whatever else is in the fleet.

export interface Fleet {
  readonly clock: Clock;
  readonly units: readonly SimUnit[];
  /** Connects every unit; resolves when each one's first attempt came online or failed. */
  start(): Promise<void>;
  /** Publishes every unit's offline state and disconnects. */
  stop(): Promise<void>;
  /** The unit with this serial; throws for an unknown one. */
  unit(sn: string): SimUnit;
}

const weekMs = 7 * 24 * 3_600_000;

export function createFleet(options: FleetOptions): Fleet {
  const parsed = fleetOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`invalid fleet options:\n${z.prettifyError(parsed.error)}`);
  const o = parsed.data;
  const log = options.log ?? (() => undefined);
  const intervalMs = Math.round(o.intervalSeconds * 1000);
  const clock = new SimClock(o.startTime ?? Date.now(), o.speedup);
  // Shares of the fleet by each unit's own seed: the same units whatever else the fleet holds.
  const chosen = (sn: string, purpose: string, share: number) =>
    (hashSeed(o.seed, `${purpose}:${sn}`) % 10_000) / 10_000 < share;
  const units = o.units.map(
    (u) =>
      new SimUnit({
        ...u,
        brokerUrl: o.brokerUrl,
        seed: hashSeed(o.seed, u.sn),
        // The generators' seeds as the fleet gives them: the meter sees the units it runs.
        site: u.site && siteOptionsOf(u.site, (sn) => hashSeed(o.seed, sn)),
        clock,
        intervalMs,
        faultRate: o.faultRate,
        archiveMaxSamples: o.archiveMaxSamples ?? Math.ceil(weekMs / intervalMs),
        archiveChunkSize: o.archiveChunkSize,
        valuesQos: o.valuesQos,
        sameTick: o.sameTick,
        sinceDayStart: o.sinceDayStart,
        reconnectMs: o.reconnectMs,
        serviceCode: o.serviceCode,
        refusesWrites: chosen(u.sn, 'refuse', o.refuseShare),
        log,
        onSent: options.onSent,
      }),
  );
  const bySn = new Map(units.map((u) => [u.sn, u]));
  return {
    clock,
    units,
    async start() {
      for (const unit of units) unit.start();
      await Promise.all(units.map((u) => u.settled()));
      // Units that drop away now and come back after their outage (they send their backlog then).
      const away = units.filter((u) => chosen(u.sn, 'outage', o.outageShare));
      await Promise.all(away.map((u) => u.goOffline(o.outageSeconds * 1000)));
    },
    async stop() {
      await Promise.all(units.map((u) => u.stop()));
    },
    unit(sn) {
      const unit = bySn.get(sn);
      if (!unit) throw new Error(`no simulated unit ${sn}`);
      return unit;
    },
  };
}
