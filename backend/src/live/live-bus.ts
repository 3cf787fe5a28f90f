import { EventEmitter } from 'node:events';
import type { LiveMessage } from '@portal/contracts';

/**
 * What one backend instance tells every instance's websockets. In-process now; with several
 * instances a Redis pub/sub implementation carries the same messages (ARCHITECTURE.md 7).
 */
export type BusMessage =
  /** For every session that connected the unit. */
  | { kind: 'unitViewers'; sn: string; messages: LiveMessage[] }
  | { kind: 'session'; sessionId: string; messages: LiveMessage[] }
  /** Every session of one user (all their tabs and devices). */
  | { kind: 'user'; userId: number; messages: LiveMessage[] }
  | { kind: 'everyone'; messages: LiveMessage[] }
  /** A session's connected units changed (connect, disconnect, logout). */
  | {
      kind: 'sessionUnits';
      sessionId: string;
      sns: string[];
      /** real → shown serial, for sessions that are shown other serials (demo). */
      aliases?: Record<string, string>;
    };

export abstract class LiveBus {
  abstract publish(message: BusMessage): void;
  /** Returns the unsubscribe function. */
  abstract subscribe(handler: (message: BusMessage) => void): () => void;
}

export class InProcessLiveBus extends LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(message: BusMessage): void {
    this.emitter.emit('message', message);
  }

  subscribe(handler: (message: BusMessage) => void): () => void {
    this.emitter.on('message', handler);
    return () => this.emitter.off('message', handler);
  }
}
