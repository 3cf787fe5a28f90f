import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliConfig, generatedUnits, parseCli } from './cli-options.js';

async function config(argv: string[]): Promise<CliConfig> {
  const parsed = await parseCli(argv);
  if (parsed.kind !== 'run') throw new Error(`expected a run config, got ${JSON.stringify(parsed)}`);
  return parsed.config;
}

async function errorOf(argv: string[]): Promise<string> {
  const parsed = await parseCli(argv);
  if (parsed.kind !== 'error') throw new Error(`expected an error, got ${parsed.kind}`);
  return parsed.message;
}

describe('unit-sim command line', () => {
  it('has defaults and generated units without a credentials file', async () => {
    const c = await config([]);
    expect(c).toMatchObject({ brokerUrl: 'mqtt://127.0.0.1:1883', seed: 1, intervalSeconds: 10, speedup: 1 });
    expect(c.units).toHaveLength(6);
    expect(new Set(c.units.map((u) => u.productGroup)).size).toBe(6);
    expect(generatedUnits(3, 5)).toEqual(generatedUnits(3, 5));
    expect((await parseCli(['--help'])).kind).toBe('help');
  });

  it('takes the first --count units of the credentials file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unit-sim-'));
    const file = join(dir, 'units.json');
    const units = [
      { sn: '5000000001', productGroup: 'dachsII', secret: 'a' },
      { sn: '5000000002', productGroup: 'netz', secret: 'b' },
      { sn: '5000000003', productGroup: 'batterie', secret: 'c' },
    ];
    await writeFile(file, JSON.stringify(units));
    const c = await config([
      '--credentials',
      file,
      '--count',
      '2',
      '--seed',
      '9',
      '--interval',
      '5',
      '--speedup',
      '60',
    ]);
    expect(c.units).toEqual(units.slice(0, 2));
    expect(c).toMatchObject({ seed: 9, intervalSeconds: 5, speedup: 60 });
    expect(await errorOf(['--credentials', file, '--count', '4'])).toMatch(/--count: 4 units asked/);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify([{ sn: '1', productGroup: 'toaster', secret: 'x' }]));
    expect(await errorOf(['--credentials', bad])).toMatch(/\[0\.productGroup\]/);
    expect(await errorOf(['--credentials', join(dir, 'missing.json')])).toMatch(/cannot read/);
  });

  it('writes the send log only where --send-log says', async () => {
    expect((await config([])).sendLog).toBeUndefined();
    expect((await config(['--send-log', '/tmp/sent.log'])).sendLog).toBe('/tmp/sent.log');
    expect(await errorOf(['--send-log', ''])).toMatch(/^--send-log: /);
  });

  it('explains wrong flags', async () => {
    expect(await errorOf(['--count', 'many'])).toMatch(/^--count: /);
    expect(await errorOf(['--broker', 'localhost'])).toMatch(/^--broker: must be a URL/);
    expect(await errorOf(['--speedup', '0'])).toMatch(/^--speedup: /);
    expect(await errorOf(['--colour'])).toMatch(/Unknown option '--colour'/);
    expect(await errorOf(['--values-qos', '2'])).toMatch(/^--values-qos: /);
    expect(await config([])).toMatchObject({ valuesQos: 0 });
    expect(await config(['--values-qos', '1'])).toMatchObject({ valuesQos: 1 });
    expect(await config([])).toMatchObject({ sameTick: false });
    expect(await config(['--same-tick'])).toMatchObject({ sameTick: true });
    expect(await config([])).toMatchObject({ serviceCode: '4711' });
    expect(await config(['--service-code', '1234'])).toMatchObject({ serviceCode: '1234' });
    expect(await config(['--start', '2025-01-15T06:00:00Z'])).toMatchObject({
      startTime: Date.UTC(2025, 0, 15, 6),
    });
  });
});
