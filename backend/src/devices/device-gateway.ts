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
  portalReplyTopic,
  sendPacketsAtOnce,
} from '@portal/contracts';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ArchiveIngest } from './archive-ingest.js';
import { sessionClientIds, sharedClientId } from './archive-client-id.js';
import { ClusterAdoption } from './cluster-adoption.js';
import { CredentialsService } from './credentials.service.js';
import { DeviceRpc } from './device-rpc.js';
import { EmbeddedBroker } from './embedded-broker.js';
import { InboundRouter, type StateHandling } from './inbound-router.js';
import { PersistentSessions, archiveSessionOptions, sharedSessionOptions } from './persistent-sessions.js';
import { PresenceService } from './presence.service.js';
import {
  instanceStatusFilter,
  instanceStatusPayload,
  instanceStatusTopic,
  parseInstanceStatusTopic,
  sessionKey,
} from './session-takeover.js';
import { portalMqttUser } from './topic-acl.js';

/**
 * The portal's side of the device protocol: starts the embedded broker unless MQTT_URL names one,
 * connects to the broker, and hands what units publish to the InboundRouter (values, state, errors,
 * RPC replies) and ArchiveIngest (archives). Every backend instance runs one.
 *
 * Archives are acknowledged to the unit only once their samples are committed: the embedded broker
 * holds a unit's PUBACK until then; on an external broker a persistent subscription of its own
 * acknowledges each archive after the commit (PersistentSessions), so the broker keeps (and sends
 * again) whatever the portal did not store, also across a restart.
 *
 * On an external broker several instances share the unit topics
 * (`$share/<MQTT_SHARE_GROUP>/units/+/values`, state, errors, archive): each message reaches one
 * of them. Live values sent at QoS 1 are acknowledged the same way as archives, after the regular
 * batch committed them. RPC replies come on each instance's own reply topic. Every instance also
 * subscribes to the states unshared: it needs every unit's presence in memory (isOnline, RPCs), and
 * a shared subscription gets no retained messages, so only an unshared one learns the units' states
 * at start.
 *
 * How Mosquitto 2.0.11 treats a shared subscription's member whose persistent session is offline
 * (tried out): it stays in the round robin; the messages it is picked for are queued for it (up to
 * max_queued_messages), not given to the members online. When it reconnects (same client id, clean
 * false) it gets those, and again, marked DUP, those it had received but not acknowledged. So an
 * instance killed with SIGKILL loses nothing the broker acknowledged to a unit, but its share of
 * the messages waits for its restart. An instance that is retired for good must end its session
 * (connect once with its client id and a clean start).
 *
 * Hence session takeover (ClusterAdoption): every instance announces itself online with a retained
 * status whose last will is `offline` (a graceful stop publishes `offline` too); a survivor adopts
 * an offline instance's sessions. What the adopter had stored but not yet acknowledged is sent again
 * to the owner, and stored again as a no-op (samples are inserted with ON CONFLICT DO NOTHING on
 * (series, ts)).
 */
@Injectable()
export class DeviceGateway implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('Devices');
  private broker?: EmbeddedBroker;
  private client?: MqttClient;
  private archiveClient?: MqttClient;
  private sharedClient?: MqttClient;
  private url = '';
  /** This instance in status topics (session-takeover.ts). */
  private selfKey = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(DeviceRpc) private readonly rpc: DeviceRpc,
    @Inject(InboundRouter) private readonly router: InboundRouter,
    @Inject(ArchiveIngest) private readonly archives: ArchiveIngest,
    @Inject(PersistentSessions) private readonly sessions: PersistentSessions,
    @Inject(ClusterAdoption) private readonly adoption: ClusterAdoption,
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
        storeArchive: (sn, payload) => this.archives.store(sn, payload),
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
      if (instance !== undefined) return this.adoption.instanceStatus(instance, payload);
      // Replayed, it is news to this instance only: stored as well (nobody may have heard it).
      const state: StateHandling = !external || packet.retain ? 'record' : 'note';
      void this.router.route(topic, payload, { retained: packet.retain, state });
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
    this.rpc.attach(
      (topic, payload) => client.publish(topic, payload, { qos: 1 }),
      (sn) => portalReplyTopic(this.config.instanceId, sn),
    );
    if (external) {
      this.selfKey = sessionKey(sharedClientId(this.config));
      this.adoption.identify(this.url, this.selfKey);
      this.sharedClient = await this.subscribeShared();
      this.adoption.begin();
      this.archiveClient = await this.subscribeArchives();
    }
  }

  /**
   * Stop, part 1 (before the time series' final flush): no new unit connections, no open RPCs.
   * Connected units stay: archives they are sending are stored by the flush and then acknowledged.
   */
  onModuleDestroy(): void {
    this.sessions.stop();
    this.adoption.stop();
    this.broker?.stopAccepting();
    this.rpc.cancelAll();
  }

  /** Stop, part 2 (after the flush): the last acknowledgements go out, then the connections close. */
  async onApplicationShutdown(): Promise<void> {
    await this.archives.settled();
    this.adoption.release();
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

  call<M extends RpcMethod>(sn: string, method: M, params: RpcParams<M>): Promise<RpcResult<M>> {
    return this.rpc.call(sn, method, params);
  }

  isOnline(sn: string): boolean {
    return this.presence.isOnline(sn);
  }

  /**
   * The archive subscription on an external broker: a persistent session (same client id across
   * restarts, clean false) whose PUBACKs wait for the commit.
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
    this.sessions.handleArchives(client);
    client.on('error', (error) => this.logger.warn(`MQTT archive subscription: ${error.message}`));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    await client.subscribeAsync({ [this.sharedTopic('archive')]: { qos: 1 } });
    // The session may still hold the unshared subscription of an earlier version.
    await client.unsubscribeAsync('units/+/archive');
    return client;
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
    this.sessions.handleShared(client);
    client.on('error', (error) => this.logger.warn(`MQTT shared subscription: ${error.message}`));
    // On every (re)connection: an adopter that connected meanwhile knocked this one off and left.
    client.on('connect', () => {
      client.publish(status, instanceStatusPayload('online', group), { qos: 1, retain: true });
      this.adoption.setSelfOnline(true);
    });
    client.on('close', () => this.adoption.setSelfOnline(false));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    await client.subscribeAsync({
      [this.sharedTopic('values')]: { qos: 1 },
      [this.sharedTopic('state')]: { qos: 1 },
      [this.sharedTopic('errors')]: { qos: 1 },
    });
    return client;
  }
}
