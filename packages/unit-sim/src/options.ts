import { archiveLimits } from '@portal/contracts';
import { productGroupSchema } from '@portal/unit-catalog';
import { z } from 'zod';

// Configuration of a simulated fleet, validated once at start-up (library and CLI share it).

/** A grid connection's site as the portal records it (model/site.ts); seeds follow the fleet's. */
export const siteSchema = z.object({
  pv: z.boolean(),
  battery: z.boolean(),
  heatPump: z.boolean(),
  generators: z.array(
    z.object({
      sn: z.string().min(1),
      productGroup: productGroupSchema,
      commissioned: z.iso.date().optional(),
    }),
  ),
});
export type SiteCredentials = z.infer<typeof siteSchema>;

/** One provisioned unit; the backend's provisioning command writes an array of these. */
export const unitCredentialsSchema = z.object({
  sn: z
    .string()
    .min(1)
    .regex(/^[^/#+\s]+$/, 'must not contain /, #, + or spaces (it is an MQTT topic level)'),
  productGroup: productGroupSchema,
  secret: z.string().min(1),
  /** Commissioning date (YYYY-MM-DD) as the portal records it; the counters are sized to match. */
  commissioned: z.iso.date().optional(),
  site: siteSchema.optional(),
});
export type UnitCredentials = z.infer<typeof unitCredentialsSchema>;

export const credentialsFileSchema = z.array(unitCredentialsSchema).min(1, 'lists no units');

export const fleetOptionsSchema = z.object({
  brokerUrl: z.string().regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'must be a URL like mqtt://host:1883'),
  units: z
    .array(unitCredentialsSchema)
    .refine((units) => new Set(units.map((u) => u.sn)).size === units.length, {
      message: 'serial numbers must be unique',
    }),
  seed: z.number().int(),
  /** Simulated seconds between samples; whole milliseconds. */
  intervalSeconds: z
    .number()
    .min(0.01)
    .max(86_400)
    .refine((s) => Math.abs(s * 1000 - Math.round(s * 1000)) < 1e-6, 'must be whole milliseconds'),
  /** Simulated time per wall-clock time. */
  speedup: z.number().positive().max(100_000).default(1),
  /** Random fault/warning events per unit and simulated day (Dachs has catalogue faults). */
  faultRate: z.number().min(0).default(0.3),
  /** Simulated start (ms since the epoch); default now. */
  startTime: z.number().int().nonnegative().optional(),
  /** Backlog bound; default 7 days of samples. */
  archiveMaxSamples: z.number().int().positive().optional(),
  archiveChunkSize: z.number().int().positive().max(archiveLimits.samples).default(200),
  /**
   * QoS of live values: 0 (default) fire and forget; 1: a sample counts as delivered only when the
   * broker acknowledged it, else it goes out with the archive.
   */
  valuesQos: z.union([z.literal(0), z.literal(1)]).default(0),
  /**
   * false (default): each unit samples on its own grid, offset from the others by up to a second, as
   * real units with their own clocks do; true: every unit samples on the same tick (a burst).
   */
  sameTick: z.boolean().default(false),
  /**
   * true (default): each unit's model has lived since the start of the German day, as the portal's
   * demo history has (issue 40, 26); false: it starts blank at the start time.
   */
  sinceDayStart: z.boolean().default(true),
  /** The code every unit accepts for its service level (device menu). */
  serviceCode: z.string().min(1).max(16).default('4711'),
  /** Wall-clock ms between reconnect attempts (jittered). */
  reconnectMs: z.number().int().positive().default(2000),
  /**
   * Real units sometimes refuse remote changes (locked on site): this share of the units, chosen by
   * their seeds, answers every write with write.locked (issue 44's campaigns meet them).
   */
  refuseShare: z.number().min(0).max(1).default(0),
  /** This share of the units (by seed) drops offline right after the start and comes back later. */
  outageShare: z.number().min(0).max(1).default(0),
  /** Wall-clock seconds such an outage lasts. */
  outageSeconds: z.number().positive().max(86_400).default(30),
});
export type FleetOptions = z.input<typeof fleetOptionsSchema> & {
  log?: (line: string) => void;
  /** Told each sample a unit hands to its connection live. */
  onSent?: (sn: string, ts: number) => void;
};
export type ResolvedFleetOptions = z.output<typeof fleetOptionsSchema>;
