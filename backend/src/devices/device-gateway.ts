import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  type RpcMethod,
  type RpcParams,
  type RpcResult,
  archiveLimits,
  archiveMessageSchema,
  errorsMessageSchema,
  parsePortalReplyTopic,
  parseUnitTopic,
  portalReplyTopic,
  rpcReplySchema,
  sendPacketsAtOnce,
  unitStateSchema,
  valuesMessageSchema,
} from '@portal/contracts';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LiveBus } from '../live/live-bus.js';
import { NotStoredError } from '../timeseries/not-stored-error.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { sessionClientIds, sharedClientId } from './archive-client-id.js';
import { CredentialsService } from './credentials.service.js';
import { EmbeddedBroker } from './embedded-broker.js';
import { PresenceService } from './presence.service.js';
import {
  type InstanceStatus,
  chooseAdopter,
  instanceStatusFilter,
  instanceStatusPayload,
  instanceStatusTopic,
  parseInstanceStatus,
  parseInstanceStatusTopic,
  sessionKey,
} from './session-takeover.js';
import { GlanceService } from './glance.service.js';
import { RpcClient, RpcFailedError } from './rpc-client.js';
import { portalMqttUser } from './topic-acl.js';

export const rpcTimeoutMs = 5000;
/** Methods a unit answers only after a while: a network test takes up to 3 s on the unit. */
const slowRpcTimeoutsMs: Partial<Record<RpcMethod, number>> = { networkTest: 15_000 };

/** Samples of an archive handed to the time series at once. */
const archiveSliceSamples = 250;

/** Earliest and latest timestamp, without spreading thousands of arguments into Math.min. */
function timeSpan(samples: readonly { ts: number }[]): { from: number; to: number } {
  let from = Infinity;
  let to = -Infinity;
  for (const { ts } of samples) {
    if (ts < from) from = ts;
    if (ts > to) to = ts;
  }
  return { from, to };
}

/**
 * What a state message does: `record` (embedded broker, or replayed retained): remembered in this
 * instance's memory and stored; `note`: memory only (every instance hears every state on an
 * external broker); `store`: stored and announced on the live bus (the one instance its shared
 * subscription picked).
 */
type StateHandling = 'record' | 'note' | 'store';

/** Calling back with this makes mqtt.js go on without a PUBACK (handlers/publish.js); we send it. */
const ackLater = new Error('acknowledged after the commit');

/** An MQTT PUBACK (3.1.1, and 5 with reason "success" left out). */
const puback = (messageId: number) => Buffer.from([0x40, 0x02, messageId >> 8, messageId & 0xff]);

/** The persistent shared session's connection (values, state, errors), own or adopted. */
const sharedSessionOptions = {
  protocolVersion: 5,
  clean: false,
  properties: { sessionExpiryInterval: 0xffffffff, receiveMaximum: 65535 },
} satisfies IClientOptions;

/** The persistent archive session's connection, own or adopted. */
const archiveSessionOptions = { protocolVersion: 4, clean: false } satisfies IClientOptions;

/** After an adoption's connection was lost, how long before the choice of adopters is made again. */
const adoptionRetryMs = 3000;

/** The connections to an offline instance's sessions this instance holds. */
interface Adoption {
  clients: MqttClient[];
  ended: boolean;
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The portal's side of the device protocol: starts the embedded broker unless MQTT_URL names one,
 * ingests what units publish, tracks presence and sends RPCs. Every backend instance runs one.
 *
 * Archives are acknowledged to the unit only once their samples are committed: the embedded broker
 * holds a unit's PUBACK until then; on an external broker a persistent subscription of its own
 * acknowledges each archive after the commit, so the broker keeps (and sends again) whatever the
 * portal did not store, also across a restart.
 *
 * On an external broker several instances share the unit topics
 * (`$share/<MQTT_SHARE_GROUP>/units/+/values`, state, errors, archive): each message reaches one
 * of them. Live values sent at QoS 1 are acknowledged the same way as archives, after the regular
 * batch committed them. RPC replies come
 * on each instance's own reply topic. Every instance also subscribes to the states unshared: it
 * needs every unit's presence in memory (isOnline, RPCs), and a shared subscription gets no
 * retained messages, so only an unshared one learns the units' states at start.
 *
 * How Mosquitto 2.0.11 treats a shared subscription's member whose persistent session is offline
 * (tried out): it stays in the round robin; the messages it is
 * picked for are queued for it (up to max_queued_messages), not given to the members online. When
 * it reconnects (same client id, clean false) it gets those, and again, marked DUP, those it had
 * received but not acknowledged. So an instance killed with SIGKILL loses nothing the broker
 * acknowledged to a unit, but its share of the messages waits for its restart. An instance that
 * is retired for good must end its session (connect once with its client id and a clean start).
 *
 * Hence session takeover (session-takeover.ts): every instance announces itself online with a
 * retained status whose last will is `offline` (a graceful stop publishes `offline` too). When an
 * instance goes offline, one survivor, chosen the same way by all of them, connects with the dead
 * instance's client ids (shared and archive session, no reconnecting of its own) and handles their
 * messages like its own: what was queued and in flight for it is stored now, and its share keeps
 * flowing. The returning owner connects with its client id, the broker closes the adopter's
 * connection (session taken over), and the adopter lets go. What the adopter had stored but not yet
 * acknowledged is sent again to the owner, and stored again as a no-op (samples are inserted with
 * ON CONFLICT DO NOTHING on (series, ts)).
 */
@Injectable()
export class DeviceGateway implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('Devices');
  private broker?: EmbeddedBroker;
  private client?: MqttClient;
  private archiveClient?: MqttClient;
  private sharedClient?: MqttClient;
  private rpc?: RpcClient;
  private url = '';
  private stopping = false;
  /** Archives being stored; the stop waits for them before it closes the connections. */
  private readonly storing = new Set<Promise<void>>();
  /** This instance in status topics (session-takeover.ts). */
  private selfKey = '';
  /** Its shared-session connection is up. */
  private selfOnline = false;
  /** The other instances of this share group, by the last status heard (retained or live). */
  private readonly statuses = new Map<string, InstanceStatus>();
  /** Offline instances whose sessions the broker did not have: not tried again until news of them. */
  private readonly absent = new Set<string>();
  /** The offline instances whose sessions this one holds now. */
  private readonly adoptions = new Map<string, Adoption>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(GlanceService) private readonly glance: GlanceService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  /** A topic filter the instances on an external broker share: each message goes to one of them. */
  private sharedTopic(leaf: 'values' | 'state' | 'errors' | 'archive'): string {
    return `$share/${this.config.mqttShareGroup}/units/+/${leaf}`;
  }

  /** Where units connect: the embedded broker's URL or MQTT_URL. */
  brokerUrl(): string {
    return this.url;
  }

  async onModuleInit(): Promise<void> {
    let login: Pick<IClientOptions, 'username' | 'password'> = {};
    if (this.config.mqttUrl) {
      this.url = this.config.mqttUrl;
    } else {
      this.broker = new EmbeddedBroker({
        host: this.config.mqttHost,
        port: this.config.mqttPort,
        portalSecret: this.config.mqttGatewaySecret,
        fallbackToFreePort: !this.config.mqttPortFixed,
        verifyUnit: (sn, secret) => this.credentials.verify(sn, secret),
        storeArchive: (sn, payload) => this.storeArchive(sn, payload),
      });
      this.url = await this.broker.start();
      login = { username: portalMqttUser, password: this.config.mqttGatewaySecret };
    }
    const replies = portalReplyTopic(this.config.instanceId, '+');
    const client = sendPacketsAtOnce(
      await mqtt.connectAsync(this.url, {
        protocolVersion: 4,
        clientId: `portal-${this.config.instanceId}`,
        clean: true,
        reconnectPeriod: 1000,
        ...login,
      }),
    );
    const external = this.config.mqttUrl !== undefined;
    client.on('message', (topic, payload, packet) => {
      const instance = parseInstanceStatusTopic(topic);
      if (instance !== undefined) return this.instanceStatus(instance, payload);
      // Replayed, it is news to this instance only: stored as well (nobody may have heard it).
      const state: StateHandling = !external || packet.retain ? 'record' : 'note';
      void this.receive(topic, payload, { retained: packet.retain, state });
    });
    client.on('error', (error) => this.logger.warn(`MQTT: ${error.message}`));
    await client.subscribeAsync(
      external
        ? { 'units/+/state': { qos: 1 }, [replies]: { qos: 1 }, [instanceStatusFilter]: { qos: 1 } }
        : {
            'units/+/state': { qos: 1 },
            'units/+/values': { qos: 0 },
            'units/+/errors': { qos: 1 },
            [replies]: { qos: 1 },
          },
    );
    this.client = client;
    this.rpc = new RpcClient(
      (topic, payload) => client.publish(topic, payload, { qos: 1 }),
      (sn) => portalReplyTopic(this.config.instanceId, sn),
      rpcTimeoutMs,
    );
    if (external) {
      this.selfKey = sessionKey(sharedClientId(this.config));
      this.sharedClient = await this.subscribeShared();
      this.reconcileAdoptions();
      this.archiveClient = await this.subscribeArchives();
    }
  }

  /**
   * Stop, part 1 (before the time series' final flush): no new unit connections, no open RPCs.
   * Connected units stay: archives they are sending are stored by the flush and then acknowledged.
   */
  onModuleDestroy(): void {
    this.stopping = true;
    this.broker?.stopAccepting();
    this.rpc?.cancelAll();
  }

  /** Stop, part 2 (after the flush): the last acknowledgements go out, then the connections close. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.storing);
    for (const key of [...this.adoptions.keys()]) this.giveUp(key, 'stopping');
    await this.archiveClient?.endAsync();
    // A graceful stop counts as gone too (it may be for good): a survivor adopts the sessions.
    if (this.sharedClient?.connected) {
      const offline = instanceStatusPayload('offline', this.config.mqttShareGroup);
      await Promise.race([
        this.sharedClient
          .publishAsync(instanceStatusTopic(this.selfKey), offline, { qos: 1, retain: true })
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
    }
    await this.sharedClient?.endAsync();
    await this.client?.endAsync();
    this.archiveClient = undefined;
    this.sharedClient = undefined;
    this.client = undefined;
    await this.broker?.stop();
  }

  async call<M extends RpcMethod>(sn: string, method: M, params: RpcParams<M>): Promise<RpcResult<M>> {
    if (!this.rpc) throw new Error('device gateway not running');
    try {
      return await this.rpc.call(sn, method, params, slowRpcTimeoutsMs[method]);
    } catch (error) {
      if (error instanceof RpcFailedError) this.logger.warn(error.detail);
      throw error;
    }
  }

  isOnline(sn: string): boolean {
    return this.presence.isOnline(sn);
  }

  /** Stores a unit's archive message; resolves once its samples are committed. */
  private storeArchive(sn: string, payload: Buffer): Promise<void> {
    const task = this.ingestArchive(sn, payload);
    this.storing.add(task);
    const forget = () => this.storing.delete(task);
    task.then(forget, forget);
    return task;
  }

  private async ingestArchive(sn: string, payload: Buffer): Promise<void> {
    // Acknowledged and dropped, like anything unreadable: sending it again would not make it fit.
    if (payload.length > archiveLimits.bytes) return this.malformed(`units/${sn}/archive`);
    const message = archiveMessageSchema.safeParse(parseJson(payload));
    if (!message.success) return this.malformed(`units/${sn}/archive`);
    const { samples } = message.data;
    // In slices, so a long backlog does not hold up other units' values for one big batch.
    for (let start = 0; start < samples.length; start += archiveSliceSamples)
      await this.timeseries.ingestDurable(sn, samples.slice(start, start + archiveSliceSamples));
    const { from, to } = timeSpan(samples);
    this.bus.publish({ type: 'unit.archiveStored', sn, count: samples.length, from, to });
  }

  /**
   * The archive subscription on an external broker: a persistent session (same client id across
   * restarts, clean false) whose PUBACKs wait for the commit. mqtt.js sends a QoS 1 PUBACK when
   * handleMessage calls back, and none when it calls back with an error.
   */
  private async subscribeArchives(): Promise<MqttClient> {
    const client = sendPacketsAtOnce(
      mqtt.connect(this.url, {
        ...archiveSessionOptions,
        clientId: sessionClientIds(this.selfKey).archive,
        reconnectPeriod: 1000,
      }),
    );
    // Set before the connection is up: a resumed session delivers right after CONNACK.
    this.handleArchives(client);
    client.on('error', (error) => this.logger.warn(`MQTT archive subscription: ${error.message}`));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    await client.subscribeAsync({ [this.sharedTopic('archive')]: { qos: 1 } });
    // The session may still hold the unshared subscription of an earlier version.
    await client.unsubscribeAsync('units/+/archive');
    return client;
  }

  /** Archives on a connection of an archive session (this instance's or an adopted one). */
  private handleArchives(client: MqttClient): void {
    client.handleMessage = (packet, callback) => {
      const unit = parseUnitTopic(packet.topic);
      if (unit?.leaf !== 'archive') return callback();
      this.storeArchive(unit.sn, Buffer.from(packet.payload)).then(
        () => callback(),
        (error: unknown) => {
          const reason = error instanceof NotStoredError ? error.detail : String(error);
          this.logger.warn(`Archive of ${unit.sn} not stored, left to the broker: ${reason}`);
          callback(error instanceof Error ? error : new Error(String(error)));
          // Outside a stop, a new connection makes the broker send the unacknowledged archive again.
          if (!this.stopping) client.stream.destroy();
        },
      );
    };
  }

  /**
   * The shared subscriptions on an external broker: values, state and errors, on a persistent
   * session (MQTT 5: it never expires; a receive maximum of 65535, since acknowledgements wait for a
   * batch: with 3.1.1, Mosquitto would send no more than max_inflight_messages, 20, meanwhile).
   * This connection also tells the other instances that this one is online (a retained status,
   * with `offline` as its last will): see session-takeover.ts.
   */
  private async subscribeShared(): Promise<MqttClient> {
    const group = this.config.mqttShareGroup;
    const status = instanceStatusTopic(this.selfKey);
    const client = sendPacketsAtOnce(
      mqtt.connect(this.url, {
        ...sharedSessionOptions,
        clientId: sessionClientIds(this.selfKey).shared,
        reconnectPeriod: 1000,
        will: {
          topic: status,
          payload: Buffer.from(instanceStatusPayload('offline', group)),
          qos: 1,
          retain: true,
        },
      }),
    );
    // Set before the connection is up: a resumed session delivers right after CONNACK.
    this.handleShared(client);
    client.on('error', (error) => this.logger.warn(`MQTT shared subscription: ${error.message}`));
    // On every (re)connection: an adopter that connected meanwhile knocked this one off and left.
    client.on('connect', () => {
      this.selfOnline = true;
      client.publish(status, instanceStatusPayload('online', group), { qos: 1, retain: true });
      this.reconcileAdoptions();
    });
    client.on('close', () => (this.selfOnline = false));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    await client.subscribeAsync({
      [this.sharedTopic('values')]: { qos: 1 },
      [this.sharedTopic('state')]: { qos: 1 },
      [this.sharedTopic('errors')]: { qos: 1 },
    });
    return client;
  }

  /**
   * Values, state and errors on a connection of a shared session (this instance's or an adopted
   * one). A values message at QoS 1 is acknowledged once its sample is committed with the regular
   * batch; until then the broker keeps it, and sends it again to the session when the connection
   * was lost (also after a restart: same client id). mqtt.js handles one packet after the other and
   * would wait for each commit, so it is told to go on (ackLater) and the PUBACK goes out later, on
   * the connection that brought the message (a new connection gets the message again instead).
   */
  private handleShared(client: MqttClient): void {
    client.handleMessage = (packet, callback) => {
      const stored = this.receive(packet.topic, Buffer.from(packet.payload), {
        retained: false,
        state: 'store',
        durable: packet.qos > 0,
      });
      const messageId = packet.messageId;
      if (!stored || messageId === undefined) return callback();
      const stream = client.stream;
      stored.then(
        () => {
          if (client.stream === stream && !stream.destroyed) stream.write(puback(messageId));
        },
        (error: unknown) => {
          const reason = error instanceof NotStoredError ? error.detail : String(error);
          this.logger.warn(`Values on ${packet.topic} not stored, left to the broker: ${reason}`);
          if (!this.stopping && client.stream === stream) stream.destroy();
        },
      );
      callback(ackLater);
    };
  }

  /** A status of an instance (portal/instances/<key>/status) heard. */
  private instanceStatus(key: string, payload: Buffer): void {
    if (key === this.selfKey) return;
    const status = parseInstanceStatus(payload, this.config.mqttShareGroup);
    if (status === undefined) return;
    if (status === 'cleared') this.statuses.delete(key);
    else this.statuses.set(key, status);
    // Its sessions may be back (a new start of that instance): worth a try again.
    this.absent.delete(key);
    this.reconcileAdoptions();
  }

  /**
   * Adopts the sessions of the offline instances chosen for this one (chooseAdopter), and gives
   * up those no longer its to adopt (the owner is back, or another survivor is chosen now).
   */
  private reconcileAdoptions(): void {
    if (this.stopping || !this.sharedClient) return;
    const online = [...this.statuses].filter(([, status]) => status === 'online').map(([key]) => key);
    if (this.selfOnline) online.push(this.selfKey);
    const mine = new Set<string>();
    for (const [key, status] of this.statuses) {
      if (status === 'offline' && !this.absent.has(key) && chooseAdopter(key, online) === this.selfKey)
        mine.add(key);
    }
    for (const key of mine) if (!this.adoptions.has(key)) void this.adopt(key);
    for (const key of this.adoptions.keys()) if (!mine.has(key)) this.giveUp(key, 'no longer mine to adopt');
  }

  /**
   * Connects to an offline instance's shared and archive sessions with its client ids and handles
   * their messages like this instance's own: what the broker queued for it, sent it without an
   * acknowledgement, and its share from now on. It never reconnects by itself (it would knock the
   * returning owner off), does not subscribe (the session has its subscriptions) and publishes no
   * status for the owner. A session the broker does not have (ended, or a broker without
   * persistence restarted) is not created: the empty one a connect made is ended again.
   */
  private async adopt(key: string): Promise<void> {
    const adoption: Adoption = { clients: [], ended: false };
    this.adoptions.set(key, adoption);
    this.logger.warn(`Instance ${key} is offline: adopting its MQTT sessions until it is back`);
    const ids = sessionClientIds(key);
    const sessions = [
      {
        clientId: ids.shared,
        options: sharedSessionOptions,
        handle: (client: MqttClient) => this.handleShared(client),
      },
      {
        clientId: ids.archive,
        options: archiveSessionOptions,
        handle: (client: MqttClient) => this.handleArchives(client),
      },
    ];
    for (const { clientId, options, handle } of sessions) {
      if (adoption.ended) return;
      const client = sendPacketsAtOnce(mqtt.connect(this.url, { ...options, clientId, reconnectPeriod: 0 }));
      adoption.clients.push(client);
      handle(client);
      client.on('error', (error) => this.logger.warn(`MQTT session ${clientId} (adopted): ${error.message}`));
      const sessionPresent = await new Promise<boolean | undefined>((resolve) => {
        client.once('connect', (connack) => resolve(connack.sessionPresent));
        client.once('close', () => resolve(undefined));
      });
      if (sessionPresent === undefined) return this.giveUp(key, `could not connect as ${clientId}`, adoption);
      if (sessionPresent) {
        // Taken over by its owner (or another adopter), or the broker is gone: all of it ends.
        client.on('close', () => this.giveUp(key, `connection of ${clientId} closed`, adoption));
      } else {
        this.logger.warn(`No MQTT session ${clientId} on the broker: nothing to adopt`);
        adoption.clients.pop();
        // MQTT 5: expires at once; 3.1.1: a clean start discards it.
        if (options.protocolVersion === 5)
          client.end(false, { reasonCode: 0, properties: { sessionExpiryInterval: 0 } });
        else {
          client.end();
          void mqtt
            .connectAsync(this.url, { ...options, clientId, clean: true, reconnectPeriod: 0 })
            .then((discard) => discard.endAsync())
            .catch(() => undefined);
        }
        if (clientId === ids.shared) {
          this.absent.add(key);
          return this.giveUp(key, 'no session', adoption);
        }
      }
      if (adoption.ended) client.end(true);
    }
  }

  /** Stops adopting (ends the connections; the sessions stay as they are, for the owner). */
  private giveUp(key: string, why: string, adoption = this.adoptions.get(key)): void {
    if (!adoption || adoption.ended) return;
    adoption.ended = true;
    if (this.adoptions.get(key) === adoption) this.adoptions.delete(key);
    this.logger.warn(`No longer adopting the MQTT sessions of instance ${key}: ${why}`);
    for (const client of adoption.clients) if (!client.disconnecting) client.end(true);
    // Lost without the owner back (a network loss): the choice is made again a little later.
    if (!this.stopping) setTimeout(() => this.reconcileAdoptions(), adoptionRetryMs).unref();
  }

  /**
   * `retained`: replayed by the broker on subscribing (heard now, but said earlier). `durable`:
   * values are ingested durably (batched); then it answers once they are committed.
   */
  private receive(
    topic: string,
    payload: Buffer,
    how: { retained: boolean; state: StateHandling; durable?: boolean },
  ): Promise<void> | undefined {
    const json = parseJson(payload);
    if (json === undefined) {
      this.logger.warn(`not JSON on ${topic}`);
      return;
    }
    const reply = parsePortalReplyTopic(topic);
    if (reply) {
      const message = rpcReplySchema.safeParse(json);
      if (message.success && !this.rpc?.settle(message.data, reply.sn))
        this.logger.debug(`RPC reply from ${reply.sn} matches no call to it`);
      return;
    }
    const unit = parseUnitTopic(topic);
    if (!unit) return;
    const { sn, leaf } = unit;
    switch (leaf) {
      case 'values': {
        const message = valuesMessageSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        let stored: Promise<void> | undefined;
        if (how.durable) stored = this.timeseries.ingestDurable(sn, [message.data], { batched: true });
        else this.timeseries.ingest(sn, [message.data]);
        void this.glance.recordValues(sn, message.data.values, message.data.ts);
        this.bus.publish({ type: 'unit.values', sn, values: message.data.values, ts: message.data.ts });
        return stored;
      }
      case 'errors': {
        const message = errorsMessageSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        void this.presence.recordErrors(sn, message.data.errors, message.data.ts);
        void this.glance.recordErrors(sn, message.data.errors, message.data.ts);
        const activeErrors = message.data.errors.filter((error) => error.currentError).length;
        this.bus.publish({ type: 'unit.errorsChanged', sn, activeErrors });
        return;
      }
      case 'state': {
        const message = unitStateSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        const state = message.data;
        // Live, it is news now (a last will's time is when the unit connected); replayed, it is not.
        const heardAt = how.retained ? state.ts : Date.now();
        if (how.state === 'note') {
          this.presence.noteState(sn, state);
          return;
        }
        const changed =
          how.state === 'record'
            ? this.presence.recordState(sn, state, heardAt)
            : this.presence.storeState(sn, state, heardAt);
        void changed.then((changed) => {
          if (changed) this.bus.publish({ type: 'unit.presenceChanged', sn, online: state.online });
        });
        return;
      }
      case 'archive':
      case 'rpc':
        return;
    }
  }

  private malformed(topic: string): undefined {
    this.logger.warn(`malformed message on ${topic}`);
    return undefined;
  }
}
