// The benchmarks' portal: the built backend on a free port with the demo world, embedded broker
// and a fresh PGlite (or the database DATABASE_URL names), plus a password login for its accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `env`: settings beside the defaults (e.g. FLEET_REFRESH_SECONDS). `dist`: the built backend to run,
 * ../dist or BENCH_DIST (a path, or relative to this folder), so two builds can be timed side by side.
 */
export async function startBenchPortal(env = {}, dist = process.env.BENCH_DIST ?? '../dist') {
  const { createApp } = await import(`${dist}/app.js`);
  const { loadConfig } = await import(`${dist}/config/config.js`);
  const { DATABASE } = await import(`${dist}/database/database.js`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    MQTT_PORT: '0',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...env,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  return {
    app,
    config,
    url,
    db: app.get(DATABASE),
    /** Logs an account in; answers the session cookie header. */
    async login(user) {
      const answer = await fetch(`${url}/rest/info/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user, password: config.demoPassword }),
      });
      if (!answer.ok) throw new Error(`login ${user}: ${answer.status}`);
      return answer.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    /**
     * What keeps the database's statistics: on embedded PGlite the portal's own job (a build
     * without one: a plain ANALYZE, as the benchmarks did before); on a server, a VACUUM ANALYZE
     * standing for autovacuum's, which after a bulk insert vacuums as well (its insert threshold,
     * since PostgreSQL 13), so counts read from an index alone there too.
     */
    async maintain() {
      const job = await import(`${dist}/database/embedded-maintenance.js`).catch(() => undefined);
      const { sql } = await import('drizzle-orm');
      if (job && !config.databaseUrl) await app.get(job.EmbeddedMaintenance).run();
      else await app.get(DATABASE).execute(sql.raw(config.databaseUrl ? 'vacuum analyze' : 'analyze'));
    },
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
