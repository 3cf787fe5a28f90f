import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface BackendProcess {
  url: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends SIGKILL (a crash: no shutdown hook runs) and resolves once the process is gone. */
  kill(): Promise<void>;
  /** Sends a signal and returns at once (SIGSTOP and SIGCONT: freeze it for a while). */
  signal(signal: NodeJS.Signals): void;
}

/** Runs a built backend command line tool (dist/...) to its end; resolves with its standard output. */
export async function runBackendTool(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL(`../dist/${script}`, import.meta.url)), ...args],
    {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${stderr}`);
  return stdout;
}

/**
 * Runs the built backend (dist/main.js) as its own process, as `pnpm start` does. `deadlineMs`: how
 * long its start may take before it counts as hung.
 */
export async function startBackendProcess(
  env: Record<string, string>,
  { deadlineMs = 90_000 } = {},
): Promise<BackendProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: '0',
      LOG_LEVEL: 'log',
      // Seeding a year of demo history takes half a minute; test/demo-history.api.spec.ts covers it.
      DEMO_HISTORY_DAYS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Two instances seeding one fresh database at once took over 45 s on a loaded 2-core machine (in CI
  // the services suite runs beside lint and the type check); only a hung start waits this long.
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend exited early:\n${output}`);
    const healthy = await fetch(`${url}/rest/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`backend did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
    signal(signal) {
      child.kill(signal);
    },
  };
}
