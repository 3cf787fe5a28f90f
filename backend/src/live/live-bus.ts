import { EventEmitter } from 'node:events';
import type { DomainEvent } from './domain-events.js';

/**
 * Carries domain events to every backend instance's websockets. In-process now; with several
 * instances a Redis pub/sub implementation carries the same events (ARCHITECTURE.md 7), so events
 * stay plain JSON.
 */
export abstract class LiveBus {
  abstract publish(event: DomainEvent): void;
  /** Returns the unsubscribe function. */
  abstract subscribe(handler: (event: DomainEvent) => void): () => void;
}

export class InProcessLiveBus extends LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: DomainEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(handler: (event: DomainEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }
}
