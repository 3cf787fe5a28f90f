// bench:alarms' world: a fresh database on the PostgreSQL server, the built portal as its own process
// on it, and the bench's units with their operators and a partner, provisioned for the fleet.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const backend = fileURLToPath(new URL('../', import.meta.url));
const kinds = ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'];
/** Units per location: each location has one operator, so an operator is told of this many units. */
export const unitsPerLocation = 4;
export const serial = (i) => `AL${String(i).padStart(6, '0')}`;
export const partnerLogin = 'bench.partner';
export const operatorLogin = (location) => `bench.op.${location}`;
/** Whether unit i is a Dachs Gen2 (the units faults and silences are injected into). */
export const isDachs = (i) => kinds[i % kinds.length] === 'dachsII';

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Runs `text` on a database of the server (a connection per call: the bench asks rarely). */
export async function query(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on the server `serverUrl` names (as the services tests make theirs). */
export async function freshDatabase(serverUrl) {
  const name = `portal_bench_alarms_${randomBytes(4).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The built backend (dist/main.js) as its own process; resolves once /rest/health answers. */
export async function startPortalProcess(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [`${backend}dist/main.js`], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited early:\n${output}`);
    const healthy = await fetch(`${url}/rest/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the portal did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      process.off('exit', orphaned);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/**
 * The bench's units (`count`, every kind, all consents) at a location each `unitsPerLocation`, each
 * location with an operator of its own with an e-mail address, all looked after by one partner
 * company whose account has one too. Accounts log in with the demo password (its hash is copied).
 * Also triggers that note when each incident row is inserted (the incident's creation time:
 * `opened_at` is the unit's own time of the fault) and when its severity changes.
 */
export async function seedBenchWorld(databaseUrl, count) {
  const locations = Math.ceil(count / unitsPerLocation);
  const statements = [
    `INSERT INTO locations (uuid, name, ort)
     SELECT md5('bench-alarms-' || g)::uuid, 'Bench location ' || g, 'Würzburg' FROM generate_series(0, ${locations - 1}) g`,
    `INSERT INTO units (seriennummer, msr_typ, product_group, module, benennung, location_uuid, zustimmung_map)
     SELECT 'AL' || lpad(g::text, 6, '0'), 3, ($1::text[])[1 + g % ${kinds.length}], 'L1', 'Bench unit ' || g,
            md5('bench-alarms-' || (g / ${unitsPerLocation}))::uuid,
            '{"DACHSWEB": true, "FERNZUGRIFF_DACHS": true, "FERNZUGRIFF_PARTNER": true}'::jsonb
     FROM generate_series(0, ${count - 1}) g`,
    `INSERT INTO users (login, name, email, type, roles, password_hash, meta_data, language)
     SELECT 'bench.op.' || g, 'Bench Operator ' || g, 'op' || g || '@bench.test', b.type, b.roles, b.password_hash,
            jsonb_build_object('email', 'op' || g || '@bench.test', 'reviewUserData', false), 'de-de'
     FROM generate_series(0, ${locations - 1}) g, (SELECT * FROM users WHERE login = 'betreiber') b`,
    `INSERT INTO unit_operators (sn, user_id)
     SELECT 'AL' || lpad(g::text, 6, '0'), u.id FROM generate_series(0, ${count - 1}) g
     JOIN users u ON u.login = 'bench.op.' || (g / ${unitsPerLocation})`,
    `INSERT INTO users (login, name, firma, email, type, roles, password_hash, meta_data, language)
     SELECT '${partnerLogin}', 'Bench Partner', 'Bench Heizungsbau GmbH', 'partner@bench.test', p.type, p.roles,
            p.password_hash, '{"email": "partner@bench.test", "reviewUserData": false}'::jsonb, 'de-de'
     FROM users p WHERE p.login = 'partner'`,
    `INSERT INTO partners (name, mail, user_id)
     SELECT 'Bench Heizungsbau GmbH', 'partner@bench.test', id FROM users WHERE login = '${partnerLogin}'`,
    `INSERT INTO location_partners (location_uuid, partner_id)
     SELECT md5('bench-alarms-' || g)::uuid, (SELECT id FROM partners WHERE name = 'Bench Heizungsbau GmbH')
     FROM generate_series(0, ${locations - 1}) g`,
    `CREATE TABLE bench_incident_inserts (id int PRIMARY KEY, at timestamptz NOT NULL)`,
    `CREATE FUNCTION bench_incident_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO bench_incident_inserts VALUES (NEW.id, clock_timestamp()); RETURN NEW; END $$`,
    `CREATE TRIGGER bench_incident_inserted AFTER INSERT ON alarm_incidents
     FOR EACH ROW EXECUTE FUNCTION bench_incident_inserted()`,
    // A fault that becomes a locking one is a change browsers hear of (one more Alarm message).
    `CREATE TABLE bench_severity_changes (id int NOT NULL, severity text NOT NULL, at timestamptz NOT NULL)`,
    `CREATE FUNCTION bench_severity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO bench_severity_changes VALUES (NEW.id, NEW.severity, clock_timestamp()); RETURN NEW; END $$`,
    `CREATE TRIGGER bench_severity_changed AFTER UPDATE OF severity ON alarm_incidents
     FOR EACH ROW WHEN (OLD.severity IS DISTINCT FROM NEW.severity) EXECUTE FUNCTION bench_severity_changed()`,
    'ANALYZE',
  ];
  for (const statement of statements)
    await query(databaseUrl, statement, statement.includes('$1') ? [kinds] : []);
}

/** New MQTT secrets for the units (the provisioning command); answers its JSON text. */
export function provision(databaseUrl, serials) {
  const result = spawnSync(process.execPath, [`${backend}dist/provision/provision.js`, ...serials], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`provisioning failed: ${result.stderr}`);
  return result.stdout;
}

/** utime + stime of a process in seconds (Linux /proc; a child's process.cpuUsage is not ours). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
export function machineJiffies() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return {
    busy: fields.reduce((a, b) => a + b, 0) - fields[3] - fields[4],
    total: fields.reduce((a, b) => a + b, 0),
  };
}
