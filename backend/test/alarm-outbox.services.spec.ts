import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { dropServerDatabase, freshServerDatabase } from './harness.js';
import { type BackendProcess, startBackendProcess } from './process.js';
import { waitFor } from './units-online.js';

// The outbox with two instances on one PostgreSQL database (ADR 0017): pending messages are shared
// out between them; one is killed while it sends (SIGKILL: no shutdown hook), and the other delivers
// what the dead one had claimed once its lease ran out — none lost, none twice.

const secret = 'one-secret-for-both-instances-of-the-outbox-test';
const pending = 40;
let databaseUrl: string;
const instances: BackendProcess[] = [];
const folders: string[] = [];

/** Message-IDs the server accepted, in order (the outbox names its row in each). */
const accepted: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // A slow server: the instances are still sending when one of them dies.
      setTimeout(() => {
        const id = /^Message-ID: <([^>]+)>/im.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? '?';
        accepted.push(id);
        callback();
      }, 150);
    });
  },
});

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  databaseUrl = (await freshServerDatabase())!;
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await dropServerDatabase(databaseUrl);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('delivers every pending mail exactly once though one of two instances is killed while sending', async () => {
  const { port } = smtp.server.address() as { port: number };
  const env = () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
    folders.push(folder);
    return {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      DATA_DIR: folder,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_LEASE_SECONDS: '2',
    };
  };
  instances.push(...(await Promise.all([startBackendProcess(env()), startBackendProcess(env())])));
  const [doomed] = instances as [BackendProcess, BackendProcess];

  // Messages as the notifier queues them: a key per incident, event and recipient, due now. A
  // second insert of a key (another instance handling the same change) adds nothing.
  const insert = `insert into mail_outbox (key, "to", subject, text, due_at) values ($1, $2, $3, 'text', now())
    on conflict (key) do nothing returning id`;
  for (let i = 0; i < pending; i++) {
    const values = [`alarm:${i}:opened:1`, `operator${i}@example.test`, `Alarm ${i}`];
    expect(await query(insert, values)).toHaveLength(1);
    expect(await query(insert, values)).toHaveLength(0);
  }

  // Both take their share on their next round (every 5 s); one dies with mails still claimed.
  await waitFor(async () => {
    const [claimed] = await query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where sent_at is null and attempts > 0',
    );
    return accepted.length >= 3 && claimed!.n > 0;
  }, 20_000);
  await doomed.kill();
  const sentBefore = accepted.length;

  await waitFor(async () => {
    const [left] = await query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where sent_at is null',
    );
    return left!.n === 0;
  }, 60_000);
  expect(accepted.length).toBeGreaterThan(sentBefore);

  const rows = await query<{ id: number; created_at: Date }>('select id, created_at from mail_outbox');
  expect(rows).toHaveLength(pending);
  // None lost: every row arrived under its own Message-ID. None twice: a row could be sent again only
  // had the instance died between the server's answer and marking the row, and then under the same
  // Message-ID, which the receiving side reads as one message — at most the one it was sending.
  const ids = new Set(accepted);
  for (const row of rows)
    expect(ids).toContain(`outbox-${row.id}-${new Date(row.created_at).getTime()}@unit-portal`);
  expect(ids.size).toBe(pending);
  expect(accepted.length).toBeLessThanOrEqual(pending + 1);
});
