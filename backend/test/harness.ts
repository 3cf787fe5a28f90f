import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { DATABASE, type Database } from '../src/database/database.js';
import { checkAnswer } from '@portal/contracts/answer-check';
import { endMqttSessions, portalSessions } from './mosquitto-server.js';
import { copyTemplate, portalTemplate, seedsAlike } from './portal-template.js';

export const demoPassword = 'portal-demo-1';

// Answers are untyped JSON by default: tests assert on their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client: keeps the session cookie between calls. Every answer must fit the
 * contracts (checkAnswer): a drifting answer fails the test that got it.
 */
export class Client {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') === true && text !== '';
    const answer = isJson ? (JSON.parse(text) as unknown) : text;
    checkAnswer(method, response.url, response.status, answer, isJson);
    return { status: response.status, body: answer as T, headers: response.headers };
  }

  get<T = Json>(path: string, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = Json>(path: string, body: unknown = {}, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  async login(user: string, password = demoPassword): Promise<Answer> {
    return this.post('/rest/info/login', { user, password });
  }
}

export interface Portal {
  url: string;
  config: AppConfig;
  app: NestExpressApplication;
  db: Database;
  dataDir: string;
  client(): Client;
  /** Logs a fresh client in; fails the test when the login does not succeed. */
  loggedIn(user: string, password?: string): Promise<Client>;
  stop(): Promise<void>;
  /** Stops and removes the data (directory or server database). */
  destroy(): Promise<void>;
}

export interface PortalOptions {
  env?: Record<string, string>;
  /** Reuse the data of an earlier portal (restart). */
  reuse?: { dataDir: string; config: Pick<AppConfig, 'databaseUrl'> };
  /** Listen here instead of on any free port (another server must know the portal's address). */
  port?: number;
}

/**
 * Creates a fresh database on the services suite's PostgreSQL server (a copy of `template` when
 * given), or undefined for PGlite.
 */
export async function freshServerDatabase(template?: string): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropServerDatabase(databaseUrl: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

function testEnv(): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    MQTT_PORT: '0',
    SEED_DEMO: 'true',
    // A year of computed history takes half a minute; the test that checks it asks for it.
    DEMO_HISTORY_DAYS: '0',
    // The fleet overview's figures include what was just written (ADR 0021).
    FLEET_REFRESH_SECONDS: '0',
    // Hundreds of logins per run: scrypt at 2^10 (4 ms) instead of 2^15 (~150 ms, a fifth of the
    // API tests' time). password-hash.spec.ts holds the default; hashes name their own cost.
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    // Another test's portal on the same external broker must not take this one's messages.
    MQTT_SHARE_GROUP: `portal-test-${randomBytes(4).toString('hex')}`,
  };
}

/**
 * Seeds the tests' default demo world into `dataDir` (and a fresh server database in the services
 * suite). Answers the server database's address.
 */
async function seed(dataDir: string): Promise<string | undefined> {
  const databaseUrl = await freshServerDatabase();
  const app = await createApp(
    loadConfig({ ...testEnv(), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  );
  await app.init();
  await app.close();
  return databaseUrl;
}

/**
 * A fresh data directory and (in the services suite) server database holding the tests' default
 * demo world: a copy of the run's template, or seeded here when the run has none.
 */
export async function seededData(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const template = await portalTemplate(seed);
  if (!template) return { dataDir, databaseUrl: await seed(dataDir) };
  copyTemplate(template, dataDir);
  return { dataDir, databaseUrl: await freshServerDatabase(template.databaseName) };
}

/** Empty data for a portal that seeds a world of its own on its start. */
async function emptyData(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  return { dataDir: mkdtempSync(join(tmpdir(), 'portal-test-')), databaseUrl: await freshServerDatabase() };
}

/**
 * Boots the real application on a free port with the demo world seeded. One portal at a time per
 * test file: passport's strategies and serializer are process-global, as in production.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const env = { ...testEnv(), ...options.env };
  const { dataDir, databaseUrl } = options.reuse
    ? { dataDir: options.reuse.dataDir, databaseUrl: options.reuse.config.databaseUrl }
    : seedsAlike(env, testEnv())
      ? await seededData()
      : await emptyData();
  const config = loadConfig({
    ...env,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await createApp(config);
  await app.listen(options.port ?? 0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const portal: Portal = {
    url,
    config,
    app,
    db: app.get(DATABASE),
    dataDir,
    client: () => new Client(url),
    async loggedIn(user, password) {
      const client = new Client(url);
      const answer = await client.login(user, password);
      if (answer.status !== 200)
        throw new Error(`login ${user} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return client;
    },
    stop: () => app.close(),
    async destroy() {
      await app.close();
      if (config.mqttUrl) await endMqttSessions(config.mqttUrl, portalSessions(config));
      if (config.databaseUrl) await dropServerDatabase(config.databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return portal;
}

// The default demo world is seeded while the first test files load, outside any hook's time limit:
// their beforeAll would otherwise spend its minute waiting for it on a busy machine.
await portalTemplate(seed);
