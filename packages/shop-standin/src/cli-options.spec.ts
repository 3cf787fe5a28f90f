import { type CliConfig, parseCli } from './cli-options.js';

function config(argv: string[], env: NodeJS.ProcessEnv = {}): CliConfig {
  const parsed = parseCli(argv, env);
  if (parsed.kind !== 'run') throw new Error(`expected a run config, got ${JSON.stringify(parsed)}`);
  return parsed.config;
}

function errorOf(argv: string[], env: NodeJS.ProcessEnv = {}): string {
  const parsed = parseCli(argv, env);
  if (parsed.kind !== 'error') throw new Error(`expected an error, got ${parsed.kind}`);
  return parsed.message;
}

describe('shop-standin command line', () => {
  it('takes the flags', () => {
    expect(
      config([
        '--port',
        '8091',
        '--portal-url',
        'http://portal:8080',
        '--secret',
        's',
        '--maintenance',
        'zu',
      ]),
    ).toEqual({
      port: 8091,
      host: '127.0.0.1',
      portalUrl: 'http://portal:8080',
      secret: 's',
      maintenance: 'zu',
    });
  });

  it('falls back to the environment, then to the defaults; flags win', () => {
    const env = {
      SHOP_PORT: '9000',
      PORTAL_URL: 'https://p.example',
      SHOP_NOTIFY_SECRET: 'e',
      SHOP_MAINTENANCE: 'm',
    };
    expect(config([], env)).toEqual({
      port: 9000,
      host: '127.0.0.1',
      portalUrl: 'https://p.example',
      secret: 'e',
      maintenance: 'm',
    });
    expect(config(['--secret', 'f', '--port', '1'], env)).toMatchObject({ port: 1, secret: 'f' });
    expect(config(['--secret', 'x'])).toEqual({
      port: 8090,
      host: '127.0.0.1',
      portalUrl: 'http://localhost:8080',
      secret: 'x',
      maintenance: '',
    });
  });

  it('explains what is wrong', () => {
    expect(errorOf([])).toContain('--secret: is required');
    expect(errorOf(['--secret', 's', '--port', 'x'])).toContain('--port');
    expect(errorOf(['--secret', 's', '--portal-url', 'ftp://x'])).toContain('--portal-url');
    expect(errorOf(['--nope'])).toContain('nope');
    expect(parseCli(['--help'], {}).kind).toBe('help');
    expect(parseCli(['-h'], {}).kind).toBe('help');
  });
});
