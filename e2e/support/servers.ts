import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portals, shopStandin } from './portals.js';

// Playwright's global setup: every backend the tests run against (one per configuration: skins,
// broken remotes, each on its own port with a fresh embedded database and the demo world) and the
// stand-in web shop, started at once. Playwright's own webServer entries start one after another,
// each waiting for the one before to answer: the five portals' starts added up to two minutes.
// The answer is the teardown: it stops them and removes their data.

const backend = join(import.meta.dirname, '../../backend/dist/main.js');
const shopCli = join(import.meta.dirname, '../../packages/shop-standin/dist/cli.js');
// The main portal seeds 400 days of history while the others seed too. These machines differ by up
// to 2.4 times: only a hung start waits this long.
const startDeadlineMs = 240_000;

interface Server {
  name: string;
  args: string[];
  env: Record<string, string>;
  health: string;
  dataDir?: string;
}

function servers(): Server[] {
  // The main portal and the stand-in shop share it.
  const shopSecret = randomBytes(24).toString('hex');
  const portalServers = Object.entries(portals).map(([name, portal]): Server => {
    const dataDir = mkdtempSync(join(tmpdir(), `portal-e2e-${portal.port}-`));
    return {
      name: `portal ${name}`,
      args: [backend],
      health: `${portal.url}/rest/health`,
      dataDir,
      env: {
        PORT: String(portal.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Each backend's embedded MQTT broker on a free port; 1883 may belong to a broker already running.
        MQTT_PORT: '0',
        ...(portal === portals.main
          ? { SHOP_ORDER_URL: `${shopStandin.url}/order`, SHOP_NOTIFY_SECRET: shopSecret }
          : {}),
        ...portal.env,
      },
    };
  });
  // The stand-in web shop beside the main portal (the real shop is an outside system).
  const shop: Server = {
    name: 'shop stand-in',
    args: [shopCli, '--port', String(shopStandin.port), '--portal-url', portals.main.url],
    health: `${shopStandin.url}/health`,
    env: { SHOP_NOTIFY_SECRET: shopSecret },
  };
  return [...portalServers, shop];
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts one server; answers once its health address answers, fails when it exits before. */
async function start(server: Server, started: ChildProcess[]): Promise<void> {
  // Tests must never talk to a server left over from another run.
  if (await answers(server.health)) throw new Error(`${server.name}: ${server.health} answers already`);
  const child = spawn(process.execPath, server.args, {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${server.name}] ${chunk.toString()}`));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${server.name} exited while starting (${signal ?? `code ${code}`})`)),
    ),
  );
  const deadline = Date.now() + startDeadlineMs;
  const ready = (async () => {
    while (!(await answers(server.health))) {
      if (Date.now() > deadline)
        throw new Error(`${server.name} did not answer within ${startDeadlineMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined);
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

export default async function startServers(): Promise<() => Promise<void>> {
  const all = servers();
  const started: ChildProcess[] = [];
  const teardown = async () => {
    await stop(started);
    for (const { dataDir } of all) if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // Every start settles (answers, exits or times out) before a failure stops them all.
  const failed = (await Promise.allSettled(all.map((server) => start(server, started)))).find(
    (result) => result.status === 'rejected',
  );
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
