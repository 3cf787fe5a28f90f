import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import type { DomainEvent } from './domain-events.js';
import { RedisLiveBus, liveChannel, parseLiveMessage } from './redis-live-bus.js';

const sn = '5200012345';

/** Stands in for Redis: a publish reaches the subscriber connection on the channels it subscribed. */
class FakeRedis {
  readonly subscriber = new FakeConnection();
  readonly publisher = new FakeConnection((channel, text) => {
    if (this.subscriber.channels.has(channel)) this.subscriber.emit('message', channel, text);
  });

  bus(): RedisLiveBus {
    return new RedisLiveBus({
      publisher: this.publisher as unknown as Redis,
      subscriber: this.subscriber as unknown as Redis,
    });
  }
}

class FakeConnection extends EventEmitter {
  status = 'ready';
  readonly channels = new Set<string>();
  readonly commands: string[] = [];

  constructor(private readonly route?: (channel: string, text: string) => void) {
    super();
  }

  publish(channel: string, text: string): Promise<number> {
    this.commands.push(`PUBLISH ${channel}`);
    // Redis delivers after the command returns.
    setImmediate(() => this.route?.(channel, text));
    return Promise.resolve(1);
  }

  subscribe(channel: string): Promise<number> {
    this.commands.push(`SUBSCRIBE ${channel}`);
    this.channels.add(channel);
    return Promise.resolve(this.channels.size);
  }

  unsubscribe(channel: string): Promise<number> {
    this.commands.push(`UNSUBSCRIBE ${channel}`);
    this.channels.delete(channel);
    return Promise.resolve(this.channels.size);
  }

  quit(): Promise<'OK'> {
    this.commands.push('QUIT');
    return Promise.resolve('OK');
  }

  disconnect(): void {}
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RedisLiveBus', () => {
  it("publishes each event on its room's channel", () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    const user = { login: 'partner' } as never;
    bus.publish({ type: 'unit.values', sn, values: {}, ts: 1 });
    bus.publish({ type: 'unit.presenceChanged', sn, online: true });
    bus.publish({ type: 'user.changed', userId: 4, user });
    bus.publish({ type: 'session.unitConnected', sessionId: 'abc', sn });
    bus.publish({ type: 'session.replaced', sessionId: 'abc' });
    expect(redis.publisher.commands).toEqual([
      `PUBLISH portal:live:unit:${sn}`,
      `PUBLISH portal:live:unit:${sn}`,
      'PUBLISH portal:live:user:4',
      'PUBLISH portal:live:session:abc',
      'PUBLISH portal:live:session:abc',
    ]);
    expect(liveChannel('session:abc')).toBe('portal:live:session:abc');
  });

  it('subscribes a channel once for its first watcher and unsubscribes after its last', async () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    await bus.watch(`unit:${sn}`);
    await bus.watch(`unit:${sn}`);
    await bus.watch('user:4');
    bus.unwatch(`unit:${sn}`);
    expect(redis.subscriber.channels).toEqual(new Set([`portal:live:unit:${sn}`, 'portal:live:user:4']));
    bus.unwatch(`unit:${sn}`);
    bus.unwatch(`unit:${sn}`);
    bus.unwatch('session:never-watched');
    await tick();
    expect(redis.subscriber.commands).toEqual([
      `SUBSCRIBE portal:live:unit:${sn}`,
      'SUBSCRIBE portal:live:user:4',
      `UNSUBSCRIBE portal:live:unit:${sn}`,
    ]);
    expect(bus.watchedChannels()).toEqual(['portal:live:user:4']);
  });

  it('hands subscribers the events of watched rooms only, a local publish once (through Redis)', async () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    const seen: DomainEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    await bus.watch(`unit:${sn}`);
    const watched: DomainEvent = { type: 'unit.errorsChanged', sn, activeErrors: 2 };
    bus.publish(watched);
    bus.publish({ type: 'unit.errorsChanged', sn: '5200099999', activeErrors: 1 });
    // Not yet: it comes back from Redis.
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([watched]);
    bus.unwatch(`unit:${sn}`);
    bus.publish(watched);
    await tick();
    expect(seen).toHaveLength(1);
  });

  it('drops a message that is no domain event, and keeps delivering', async () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    const seen: DomainEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    await bus.watch('user:4');
    for (const text of ['{not json', '42', 'null', '{"type":"unit.exploded"}', '{"sn":"1"}'])
      redis.subscriber.emit('message', 'portal:live:user:4', text);
    const event: DomainEvent = { type: 'user.unitAdded', userId: 4, sn };
    redis.subscriber.emit('message', 'portal:live:user:4', JSON.stringify(event));
    expect(seen).toEqual([event]);
  });

  it('keeps delivering to other subscribers when one throws', async () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    const seen: DomainEvent[] = [];
    bus.subscribe(() => {
      throw new Error('broken subscriber');
    });
    bus.subscribe((event) => seen.push(event));
    await bus.watch('session:s');
    const event: DomainEvent = { type: 'session.replaced', sessionId: 's' };
    bus.publish(event);
    await tick();
    expect(seen).toEqual([event]);
  });

  it('does not wait for a subscription while Redis is away, and sends nothing once closed', async () => {
    const redis = new FakeRedis();
    const bus = redis.bus();
    redis.subscriber.status = 'reconnecting';
    redis.subscriber.subscribe = () => new Promise<number>(() => {});
    await expect(bus.watch('user:1')).resolves.toBeUndefined();
    await bus.onApplicationShutdown();
    expect(redis.publisher.commands).toEqual(['QUIT']);
    bus.publish({ type: 'session.replaced', sessionId: 's' });
    expect(redis.publisher.commands).toEqual(['QUIT']);
  });
});

describe('parseLiveMessage', () => {
  it('takes JSON objects of a known event type only', () => {
    expect(parseLiveMessage('{"type":"session.replaced","sessionId":"s"}')).toEqual({
      type: 'session.replaced',
      sessionId: 's',
    });
    expect(parseLiveMessage('{"type":"toString"}')).toBeUndefined();
    expect(parseLiveMessage('[]')).toBeUndefined();
    expect(parseLiveMessage('')).toBeUndefined();
  });
});
