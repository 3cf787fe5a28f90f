import { EventEmitter } from 'node:events';
import type { DomainEvent } from './domain-events.js';
import type { Room } from './live-delivery.js';

/**
 * Carries domain events to every backend instance's websockets: in-process by default, through
 * Redis pub/sub with REDIS_URL (RedisLiveBus, ADR 0010), so events stay plain JSON.
 *
 * Subscribers say which rooms their sockets are in (`watch`/`unwatch`, once per room as it gains
 * its first and loses its last member): a bus between instances hands a subscriber only the events
 * of watched rooms; the in-process bus hands it every event.
 */
export abstract class LiveBus {
  abstract publish(event: DomainEvent): void;
  /** Returns the unsubscribe function. */
  abstract subscribe(handler: (event: DomainEvent) => void): () => void;
  /** Events of `room` are wanted here; resolves once they are (or once waiting is pointless). */
  abstract watch(room: Room): Promise<void>;
  /** Events of `room` are no longer wanted here (as often as it was watched). */
  abstract unwatch(room: Room): void;
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

  /** Every event reaches every subscriber of this process: nothing to ask for. */
  watch(): Promise<void> {
    return Promise.resolve();
  }

  unwatch(): void {}
}
