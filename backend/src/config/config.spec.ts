import { tmpdir } from 'node:os';
import { loadConfig } from './config.js';

const load = (env: Record<string, string>) =>
  loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir(), ...env });

describe('REDIS_URL', () => {
  it('is unset by default: the live bus stays in-process', () => {
    expect(load({}).redisUrl).toBeUndefined();
  });

  it('takes redis:// and rediss:// URLs', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6380' }).redisUrl).toBe('redis://127.0.0.1:6380');
    expect(load({ REDIS_URL: 'rediss://:secret@redis.example:6380/2' }).redisUrl).toBe(
      'rediss://:secret@redis.example:6380/2',
    );
  });

  it('refuses anything else, naming the variable', () => {
    for (const url of ['http://redis.example', '127.0.0.1:6379', 'redis://', ''])
      expect(() => load({ REDIS_URL: url })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});

describe('PORTAL_HOSTS', () => {
  it('knows the loopback names on PORT and PUBLIC_URL host by default', () => {
    expect(load({ PORT: '8080', PUBLIC_URL: 'https://portal.example.com/' }).portalHosts).toEqual([
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'portal.example.com',
    ]);
    expect(load({ PORT: '80' }).portalHosts).toContain('localhost');
  });

  it('adds the listed hosts, in lower case, and refuses what is no host list', () => {
    expect(load({ PORT: '8080', PORTAL_HOSTS: 'Portal.lan:8080, 192.168.1.5:8080' }).portalHosts).toEqual(
      expect.arrayContaining(['portal.lan:8080', '192.168.1.5:8080']),
    );
    expect(() => load({ PORTAL_HOSTS: 'http://evil.example/' })).toThrow(/PORTAL_HOSTS/);
  });
});

describe('DATABASE_IDLE_TRANSACTION_MS', () => {
  it('lets a transaction sit idle 15 s by default, or as long as set', () => {
    expect(load({}).databaseIdleTransactionMs).toBe(15_000);
    expect(load({ DATABASE_IDLE_TRANSACTION_MS: '2000' }).databaseIdleTransactionMs).toBe(2000);
  });

  it('refuses what is no whole number of milliseconds from one second to an hour, naming the variable', () => {
    for (const value of ['abc', '500', '1.5', '3600001'])
      expect(() => load({ DATABASE_IDLE_TRANSACTION_MS: value })).toThrow(/DATABASE_IDLE_TRANSACTION_MS/);
  });
});
