import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { productGroupSchema } from '@portal/unit-catalog';
import { z } from 'zod';
import { type UnitCredentials, credentialsFileSchema } from './options.js';
import { Random, hashSeed } from './util/random.js';

// Command-line parsing for unit-sim, kept apart from the process handling so it can be tested.

export const usage = `Usage: unit-sim [options]

Runs simulated units that connect to an MQTT broker like field devices.

Options:
  --broker <url>        MQTT broker (default mqtt://127.0.0.1:1883)
  --credentials <file>  JSON array [{sn, productGroup, secret, commissioned?}] from the portal's provisioning
  --count <n>           number of units (default: all in the file; 6 without a file)
  --seed <int>          seed of the simulation (default 1); same seed, same values
  --interval <seconds>  simulated seconds between samples (default 10)
  --speedup <x>         simulated time per wall-clock time (default 1)
  --fault-rate <n>      random faults/warnings per unit and simulated day (default 0.3)
  --start <iso date>    simulated start time (default now)
  --values-qos <0|1>    QoS of live values (default 0); with 1 a sample the broker did not
                        acknowledge is sent again with the archive
  --same-tick           every unit samples on the same tick (a burst); default: each on its own
                        grid, up to a second apart, as units with their own clocks do
  --service-code <code> the code every unit accepts for its device menu's service level
                        (default 4711)
  --refuse-share <0-1>  share of the units that refuse every write (locked on site; default 0)
  --outage-share <0-1>  share of the units that drop offline after the start (default 0)
  --outage-seconds <s>  how long such an outage lasts (default 30)
  --send-log <file>     writes "serial sample-time sent-time" (ms) per live sample handed to the
                        connection: how long the simulator itself took (bench:ingest)
  -h, --help            show this help

Without --credentials the units get generated serials and the secret "sim" (for brokers without
authentication).`;

const flagsSchema = z.object({
  broker: z.string().regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'must be a URL like mqtt://host:1883'),
  credentials: z.string().min(1).optional(),
  count: z.coerce.number().int().positive().max(100_000).optional(),
  seed: z.coerce.number().int(),
  interval: z.coerce.number().min(0.01).max(86_400),
  speedup: z.coerce.number().positive().max(100_000),
  'fault-rate': z.coerce.number().min(0),
  start: z.iso.datetime({ offset: true }).optional(),
  'values-qos': z.enum(['0', '1']).transform((qos) => (qos === '1' ? 1 : 0)),
  'same-tick': z.boolean(),
  'service-code': z.string().min(1).max(16),
  'send-log': z.string().min(1).optional(),
  'refuse-share': z.coerce.number().min(0).max(1),
  'outage-share': z.coerce.number().min(0).max(1),
  'outage-seconds': z.coerce.number().positive().max(86_400),
});

export interface CliConfig {
  brokerUrl: string;
  units: UnitCredentials[];
  seed: number;
  intervalSeconds: number;
  speedup: number;
  faultRate: number;
  valuesQos: 0 | 1;
  sameTick: boolean;
  serviceCode: string;
  refuseShare: number;
  outageShare: number;
  outageSeconds: number;
  startTime?: number;
  sendLog?: string;
}

export type CliParse =
  { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'run'; config: CliConfig };

function issuesText(error: z.ZodError, prefix: (path: string) => string): string {
  return error.issues.map((i) => `${prefix(i.path.join('.'))}: ${i.message}`).join('\n');
}

export async function parseCli(argv: string[]): Promise<CliParse> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        broker: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
        credentials: { type: 'string' },
        count: { type: 'string' },
        seed: { type: 'string', default: '1' },
        interval: { type: 'string', default: '10' },
        speedup: { type: 'string', default: '1' },
        'fault-rate': { type: 'string', default: '0.3' },
        'refuse-share': { type: 'string', default: '0' },
        'outage-share': { type: 'string', default: '0' },
        'outage-seconds': { type: 'string', default: '30' },
        start: { type: 'string' },
        'values-qos': { type: 'string', default: '0' },
        'same-tick': { type: 'boolean', default: false },
        'service-code': { type: 'string', default: '4711' },
        'send-log': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const flags = flagsSchema.safeParse(values);
  if (!flags.success) return { kind: 'error', message: issuesText(flags.error, (p) => `--${p}`) };
  const f = flags.data;
  const units = f.credentials ? await readCredentials(f.credentials) : generatedUnits(f.count ?? 6, f.seed);
  if (typeof units === 'string') return { kind: 'error', message: units };
  if (f.count !== undefined && f.count > units.length)
    return {
      kind: 'error',
      message: `--count: ${f.count} units asked, ${f.credentials} lists ${units.length}`,
    };
  const config: CliConfig = {
    brokerUrl: f.broker,
    units: units.slice(0, f.count ?? units.length),
    seed: f.seed,
    intervalSeconds: f.interval,
    speedup: f.speedup,
    faultRate: f['fault-rate'],
    valuesQos: f['values-qos'],
    sameTick: f['same-tick'],
    serviceCode: f['service-code'],
    refuseShare: f['refuse-share'],
    outageShare: f['outage-share'],
    outageSeconds: f['outage-seconds'],
  };
  if (f.start) config.startTime = Date.parse(f.start);
  if (f['send-log']) config.sendLog = f['send-log'];
  return { kind: 'run', config };
}

async function readCredentials(file: string): Promise<UnitCredentials[] | string> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return `--credentials: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const parsed = credentialsFileSchema.safeParse(json);
  if (!parsed.success) return issuesText(parsed.error, (p) => `--credentials ${file}${p ? ` [${p}]` : ''}`);
  return parsed.data;
}

/** Seeded ten-digit serials over all product groups, for a broker without authentication. */
export function generatedUnits(count: number, seed: number): UnitCredentials[] {
  const rng = new Random(hashSeed(seed, 'serials'));
  const groups = productGroupSchema.options;
  return Array.from({ length: count }, (_, i) => ({
    sn: String(rng.int(1_000_000_000, 9_999_999_999)),
    productGroup: groups[i % groups.length] ?? 'dachsII',
    secret: 'sim',
  }));
}
