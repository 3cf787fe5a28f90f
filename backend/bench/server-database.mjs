// A database of its own on a PostgreSQL server for one bench run, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(serverUrl, statement) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<random>` on the server; answers its URL and name. */
export async function freshServerDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export async function dropServerDatabase(serverUrl, name) {
  await asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
