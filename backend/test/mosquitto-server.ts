import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mqtt from 'mqtt';
import { archiveClientId, sharedClientId } from '../src/devices/archive-client-id.js';
import { freePort } from './process.js';

// A Mosquitto 2 broker of a test's own on a free port (never 1883), with a generated config; with
// `dynsec`, the dynamic-security plugin and a fresh dynamic-security.json whose admin client is given.

const mosquittoBinary = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';
const mosquittoCtrl = process.env.MOSQUITTO_CTRL_BIN ?? 'mosquitto_ctrl';
const dynsecPlugin =
  process.env.MOSQUITTO_DYNSEC_PLUGIN ?? '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';

export interface DynsecAcl {
  acltype: string;
  topic: string;
  allow: boolean;
}

export interface MosquittoOptions {
  /**
   * Logins and ACLs by the dynamic-security plugin, administered by this client. `adminAcls` are
   * added to its role before the start (changing the role later would disconnect every client that
   * has it, the one sending the change too), e.g. what the portal needs beyond a dynsec admin.
   */
  dynsec?: { admin: string; password: string; adminAcls?: DynsecAcl[] };
  /** More mosquitto.conf lines. */
  config?: string[];
}

export interface MosquittoServer {
  url: string;
  port: number;
  /** What the broker wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

async function accepting(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export async function startMosquitto(options: MosquittoOptions = {}): Promise<MosquittoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mosquitto-'));
  const port = await freePort();
  const lines = [
    `listener ${port} 127.0.0.1`,
    'per_listener_settings false',
    // As the embedded broker: each packet at once, not held back until the peer's delayed ACK.
    'set_tcp_nodelay true',
    'persistence false',
    // Run as root (a container), it would switch to the user `mosquitto`, which cannot write here.
    ...(process.getuid?.() === 0 ? ['user root'] : []),
    'log_dest stderr',
    'log_type error',
    'log_type warning',
  ];
  if (options.dynsec) {
    const file = join(dir, 'dynamic-security.json');
    await promisify(execFile)(mosquittoCtrl, [
      'dynsec',
      'init',
      file,
      options.dynsec.admin,
      options.dynsec.password,
    ]);
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      roles: { rolename: string; acls: DynsecAcl[] }[];
    };
    const adminRole = state.roles.find((role) => role.rolename === 'admin');
    if (!adminRole) throw new Error(`no admin role in ${file}`);
    adminRole.acls.push(...(options.dynsec.adminAcls ?? []));
    writeFileSync(file, JSON.stringify(state, null, 2));
    lines.push(`plugin ${dynsecPlugin}`, `plugin_opt_config_file ${file}`);
  } else {
    lines.push('allow_anonymous true');
  }
  lines.push(...(options.config ?? []));
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, `${lines.join('\n')}\n`);
  const child: ChildProcess = spawn(mosquittoBinary, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`mosquitto did not listen on ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same as startMosquitto (the name the cluster script uses). */
export const start = startMosquitto;

/**
 * Ends the persistent sessions of these client ids on a broker (a connect with a clean session
 * discards the old one). A test that ran the portal against a broker it shares with later runs
 * must: a session left behind stays a member of the portal's shared subscriptions and keeps
 * getting its share of the units' messages.
 */
export async function endMqttSessions(url: string, clientIds: string[]): Promise<void> {
  for (const clientId of clientIds) {
    const client = await mqtt.connectAsync(url, {
      protocolVersion: 4,
      clientId,
      clean: true,
      reconnectPeriod: 0,
    });
    await client.endAsync();
  }
}

/** The persistent sessions a portal with this configuration keeps on an external broker. */
export function portalSessions(config: {
  instanceId: string;
  instanceIdFixed: boolean;
  dataDir: string;
}): string[] {
  return [archiveClientId(config), sharedClientId(config)];
}
