import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './process.js';

// A throwaway Redis for tests: the machine's redis-server on a free port, nothing saved to disk.

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and resolves once it is gone. */
  stop(): Promise<void>;
}

const redisServer = process.env.TEST_REDIS_SERVER ?? '/usr/bin/redis-server';

/** Starts redis-server on `port` (default: a free one, never 6379) and resolves once it accepts connections. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  if (chosen === 6379) throw new Error('tests do not use port 6379 (a Redis of the machine may run there)');
  const child: ChildProcess = spawn(
    redisServer,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  await ready;
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
