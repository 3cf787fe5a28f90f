// Removes the run's portal templates: their folder and, in the services suite, their server databases.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export default async function removeTemplates() {
  const root = process.env.PORTAL_TEMPLATES;
  if (!root) return;
  const databases = readdirSync(root)
    .map((key) => join(root, key, 'ready.json'))
    .filter((ready) => existsSync(ready))
    .map((ready) => JSON.parse(readFileSync(ready, 'utf8')).databaseName)
    .filter(Boolean);
  if (databases.length > 0) {
    // As test/services.setup.js finds the server.
    const serverUrl =
      process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(root, { recursive: true, force: true });
}
