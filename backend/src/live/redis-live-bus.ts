import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { DomainEvent, DomainEventType } from './domain-events.js';
import { LiveBus } from './live-bus.js';
import { type Room, eventRoom } from './live-delivery.js';

/** Every live channel starts with this; the rest is the room (`portal:live:unit:<sn>`). */
export const liveChannelPrefix = 'portal:live:';

export const liveChannel = (room: Room): string => `${liveChannelPrefix}${room}`;

/** The event types a message may carry: anything else from the channel is dropped. */
const eventTypes: Record<DomainEventType, true> = {
  'unit.values': true,
  'unit.valuesRead': true,
  'unit.archiveStored': true,
  'unit.errorsChanged': true,
  'unit.presenceChanged': true,
  'unit.consentChanged': true,
  'unit.accessRevoked': true,
  'user.unitAdded': true,
  'user.changed': true,
  'user.alarm': true,
  'session.unitConnected': true,
  'session.unitDisconnected': true,
  'session.replaced': true,
  'session.ended': true,
};

/** A channel message as a domain event, or undefined when it is not one. */
export function parseLiveMessage(text: string): DomainEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const type = (parsed as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(eventTypes, type) ? (parsed as DomainEvent) : undefined;
}

/** Longest wait in `watch` for Redis to confirm a subscription before a socket is greeted. */
const watchWaitMs = 2000;
/** Longest wait for a connection's QUIT at shutdown before it is cut. */
const quitWaitMs = 1000;

/** The two connections: a connection that subscribes can do nothing else. */
export interface RedisConnections {
  publisher: Redis;
  subscriber: Redis;
}

/**
 * The live bus between instances: an event is PUBLISHed on its room's channel, and an instance
 * SUBSCRIBEs to a room's channel only while one of its sockets is in the room, so Redis hands it
 * only what its sockets need. A local event reaches local sockets through Redis too (once).
 *
 * ioredis reconnects by itself and subscribes the watched channels again (autoResubscribe). While
 * Redis is away, events are dropped after a few reconnect attempts (live messages are of the moment)
 * and the failure is logged once; HTTP goes on.
 */
export class RedisLiveBus extends LiveBus implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveBus');
  private readonly handlers = new Set<(event: DomainEvent) => void>();
  /** Watched channels and how often each is watched. */
  private readonly watched = new Map<string, number>();
  /** Connections whose failure was logged and not yet their recovery. */
  private readonly failing = new Set<string>();
  private closed = false;

  constructor(private readonly connections: RedisConnections) {
    super();
    const named = [
      ['publisher', connections.publisher],
      ['subscriber', connections.subscriber],
    ] as const;
    for (const [name, connection] of named) {
      connection.on('error', (error: Error) => this.failed(name, error));
      connection.on('ready', () => {
        if (this.failing.delete(name)) this.logger.log(`Redis ${name} connected again`);
      });
    }
    connections.subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  /** Two ioredis connections to `url`, named after the instance (CLIENT LIST). */
  static connect(url: string, instanceId: string): RedisLiveBus {
    const options = (role: string, extra: RedisOptions): RedisOptions => ({
      connectionName: `portal-live-${instanceId}-${role}`,
      ...extra,
    });
    return new RedisLiveBus({
      // Publishes wait for a reconnect only briefly: then they fail and the event is dropped.
      publisher: new Redis(url, options('pub', { maxRetriesPerRequest: 2 })),
      // Subscription changes wait as long as it takes: the watched set must end up as asked.
      subscriber: new Redis(url, options('sub', { maxRetriesPerRequest: null })),
    });
  }

  publish(event: DomainEvent): void {
    if (this.closed) return;
    this.connections.publisher
      .publish(liveChannel(eventRoom(event)), JSON.stringify(event))
      .catch((error: unknown) => this.failed('publisher', error));
  }

  subscribe(handler: (event: DomainEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  watch(room: Room): Promise<void> {
    const channel = liveChannel(room);
    const count = (this.watched.get(channel) ?? 0) + 1;
    this.watched.set(channel, count);
    if (count > 1 || this.closed) return Promise.resolve();
    const subscribed = this.connections.subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => this.failed('subscriber', error),
    );
    // Disconnected: the subscription is sent on reconnect; no use holding the socket up meanwhile.
    if (this.connections.subscriber.status !== 'ready') return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, watchWaitMs).unref()));
    return Promise.race([subscribed, waited]).finally(() => clearTimeout(timer));
  }

  unwatch(room: Room): void {
    const channel = liveChannel(room);
    const count = this.watched.get(channel);
    if (count === undefined) return;
    if (count > 1) {
      this.watched.set(channel, count - 1);
      return;
    }
    this.watched.delete(channel);
    if (this.closed) return;
    this.connections.subscriber
      .unsubscribe(channel)
      .catch((error: unknown) => this.failed('subscriber', error));
  }

  /** Channels watched now (for tests and diagnostics). */
  watchedChannels(): string[] {
    return [...this.watched.keys()];
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all(
      [this.connections.publisher, this.connections.subscriber].map(async (connection) => {
        let timer: NodeJS.Timeout | undefined;
        const cut = new Promise<void>((resolve) => (timer = setTimeout(resolve, quitWaitMs)));
        await Promise.race([connection.quit().catch(() => undefined), cut]);
        clearTimeout(timer);
        connection.disconnect();
      }),
    );
  }

  private receive(channel: string, text: string): void {
    if (!channel.startsWith(liveChannelPrefix)) return;
    const event = parseLiveMessage(text);
    if (!event) {
      this.logger.warn(`dropped a message on ${channel} that is no domain event: ${text.slice(0, 200)}`);
      return;
    }
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        this.logger.error(`handling ${event.type} failed: ${String(error)}`);
      }
    }
  }

  /** Logs a connection's failure once, until it is back. */
  private failed(name: string, error: unknown): void {
    if (this.closed || this.failing.has(name)) return;
    this.failing.add(name);
    const message = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis ${name}: ${message} (live events wait or are dropped until it is back)`);
  }
}
