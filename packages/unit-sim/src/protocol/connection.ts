import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';
import { sendPacketsAtOnce } from '@portal/contracts';
import { type Random } from '../util/random.js';

// One unit's MQTT connection (3.1.1, clean session), with its own reconnect loop: every attempt gets
// a fresh mqtt.js client, so publishes that were in flight on a lost connection fail cleanly instead
// of being replayed behind the unit's back; the unit keeps anything unacknowledged and re-sends it.

export interface ConnectionOptions {
  brokerUrl: string;
  sn: string;
  secret: string;
  /** Retained last-will payload (state online false), built at each connect. */
  will: () => { topic: string; payload: string };
  reconnectMs: number;
  keepaliveSeconds: number;
  connectTimeoutMs: number;
  rng: Random;
  onOnline(session: Session): void;
  onOffline(): void;
  onMessage(topic: string, payload: Buffer): void;
  log: (line: string) => void;
}

/** One established connection; its publishes fail once it is gone. */
export class Session {
  closed = false;
  private readonly pending = new Set<(error: Error) => void>();
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly client: MqttClient) {}

  publish(topic: string, payload: string, options: IClientPublishOptions): Promise<void> {
    if (this.closed) return Promise.reject(new Error('connection closed'));
    return new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      this.pending.add(fail);
      this.client.publish(topic, payload, options, (error) => {
        this.pending.delete(fail);
        if (error) reject(error);
        else resolve();
        this.notifyIdle();
      });
    });
  }

  async subscribe(topic: string, qos: 0 | 1): Promise<void> {
    if (this.closed) throw new Error('connection closed');
    const granted = await this.client.subscribeAsync(topic, { qos });
    if (granted.some((g) => g.qos === 128)) throw new Error(`subscription to ${topic} refused`);
  }

  /** Resolves when no publish is in flight (or after `timeoutMs`). */
  idle(timeoutMs: number): Promise<void> {
    if (this.pending.size === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.closed = true;
    const error = new Error('connection closed');
    for (const fail of this.pending) fail(error);
    this.pending.clear();
    this.notifyIdle();
  }

  private notifyIdle(): void {
    if (this.pending.size > 0 && !this.closed) return;
    for (const waiter of this.idleWaiters.splice(0)) waiter();
  }
}

export class UnitConnection {
  private client?: MqttClient;
  private session?: Session;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;
  /** Wall-clock ms until which the unit stays away (simulated outage); Infinity until resume(). */
  private holdUntil = 0;
  private authRefused = false;
  lastError?: string;
  attempts = 0;
  private settledOnce = false;
  private readonly settledWaiters: (() => void)[] = [];

  constructor(private readonly options: ConnectionOptions) {}

  get connected(): boolean {
    return this.session !== undefined && !this.session.closed;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Resolves after the first connection attempt succeeded or failed. */
  settled(): Promise<void> {
    if (this.settledOnce) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Cuts the connection abruptly (no DISCONNECT, so the broker publishes the last will) and stays
   * away for `holdMs` (until resume() when undefined).
   */
  drop(holdMs?: number): void {
    this.holdUntil = holdMs === undefined ? Infinity : Date.now() + holdMs;
    clearTimeout(this.retryTimer);
    if (this.client) this.client.end(true);
    else this.scheduleReconnect();
  }

  /** Ends a simulated outage and connects at once. */
  resume(): void {
    this.holdUntil = 0;
    if (this.client || this.stopped) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  /** Publishes `last` (the offline state) if connected, then disconnects cleanly. */
  async stop(last?: { topic: string; payload: string }): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    const session = this.session;
    if (session && !session.closed && last) {
      // A broker that does not acknowledge within 2 s must not hold up the shutdown.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        session.publish(last.topic, last.payload, { qos: 1, retain: true }).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, 2000))),
      ]);
      clearTimeout(timer);
    }
    if (client) await client.endAsync(!this.connected).catch(() => undefined);
    this.client = undefined;
  }

  private connect(): void {
    if (this.stopped) return;
    this.attempts += 1;
    const { brokerUrl, sn, secret, will } = this.options;
    const lastWill = will();
    const client = sendPacketsAtOnce(
      mqtt.connect(brokerUrl, {
        protocolVersion: 4,
        // The broker ties a unit's client id to its serial (a unit may not take another's slot).
        clientId: sn,
        username: sn,
        password: secret,
        clean: true,
        keepalive: this.options.keepaliveSeconds,
        connectTimeout: this.options.connectTimeoutMs,
        reconnectPeriod: 0,
        queueQoSZero: false,
        will: { topic: lastWill.topic, payload: Buffer.from(lastWill.payload), qos: 1, retain: true },
      }),
    );
    this.client = client;
    let closed = false;
    client.on('connect', () => {
      this.authRefused = false;
      this.lastError = undefined;
      const session = new Session(client);
      this.session = session;
      this.markSettled();
      this.options.onOnline(session);
    });
    client.on('message', (topic, payload) => {
      if (this.client === client) this.options.onMessage(topic, payload);
    });
    client.on('error', (error) => {
      const code = (error as { code?: unknown }).code;
      this.authRefused = code === 4 || code === 5;
      if (error.message !== this.lastError) this.options.log(`${sn}: ${error.message}`);
      this.lastError = error.message;
    });
    client.on('close', () => {
      if (closed) return;
      closed = true;
      const session = this.session;
      if (session) {
        this.session = undefined;
        session.close();
        this.options.onOffline();
      }
      this.markSettled();
      if (this.client === client) this.client = undefined;
      client.end(true);
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.client || this.holdUntil === Infinity) return;
    clearTimeout(this.retryTimer);
    // Jitter spreads a fleet's reconnects after a broker restart; refused logins retry slower.
    const backoff = this.options.reconnectMs * (0.5 + this.options.rng.float()) * (this.authRefused ? 5 : 1);
    const delay = Math.max(backoff, this.holdUntil - Date.now());
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private markSettled(): void {
    if (this.settledOnce) return;
    this.settledOnce = true;
    for (const waiter of this.settledWaiters.splice(0)) waiter();
  }
}
