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
  archiveMessageSchema,
  errorsMessageSchema,
  parseUnitTopic,
  portalReplyTopic,
  rpcReplySchema,
  unitStateSchema,
  valuesMessageSchema,
} from '@portal/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { canipValueMessages } from '../live/canip-values.js';
import { LiveBus } from '../live/live-bus.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { CredentialsService } from './credentials.service.js';
import { EmbeddedBroker } from './embedded-broker.js';
import { PresenceService } from './presence.service.js';
import { RpcClient } from './rpc-client.js';
import { portalMqttUser } from './topic-acl.js';

export const rpcTimeoutMs = 5000;

/**
 * The portal's side of the device protocol: starts the embedded broker unless MQTT_URL names one,
 * ingests what units publish, tracks presence and sends RPCs. Every backend instance runs one.
 */
@Injectable()
export class DeviceGateway implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('Devices');
  private broker?: EmbeddedBroker;
  private client?: MqttClient;
  private rpc?: RpcClient;
  private url = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  /** Where units connect: the embedded broker's URL or MQTT_URL. */
  brokerUrl(): string {
    return this.url;
  }

  async onModuleInit(): Promise<void> {
    let username: string | undefined;
    let password: string | undefined;
    if (this.config.mqttUrl) {
      this.url = this.config.mqttUrl;
    } else {
      this.broker = new EmbeddedBroker({
        host: this.config.mqttHost,
        port: this.config.mqttPort,
        portalSecret: this.config.mqttGatewaySecret,
        fallbackToFreePort: !this.config.mqttPortFixed,
        verifyUnit: (sn, secret) => this.credentials.verify(sn, secret),
      });
      this.url = await this.broker.start();
      username = portalMqttUser;
      password = this.config.mqttGatewaySecret;
    }
    const replyTopic = portalReplyTopic(this.config.instanceId);
    const client = await mqtt.connectAsync(this.url, {
      protocolVersion: 4,
      clientId: `portal-${this.config.instanceId}`,
      clean: true,
      reconnectPeriod: 1000,
      ...(username ? { username, password } : {}),
    });
    client.on('message', (topic, payload) => this.receive(topic, payload));
    client.on('error', (error) => this.logger.warn(`MQTT: ${error.message}`));
    await client.subscribeAsync({
      'units/+/state': { qos: 1 },
      'units/+/values': { qos: 0 },
      'units/+/archive': { qos: 1 },
      'units/+/errors': { qos: 1 },
      [replyTopic]: { qos: 1 },
    });
    this.client = client;
    this.rpc = new RpcClient(
      (topic, payload) => client.publish(topic, payload, { qos: 1 }),
      replyTopic,
      rpcTimeoutMs,
    );
  }

  /** Stops ingesting before the time series flush (beforeApplicationShutdown) runs. */
  async onModuleDestroy(): Promise<void> {
    this.rpc?.cancelAll();
    await this.client?.endAsync();
    this.client = undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broker?.stop();
  }

  call<M extends RpcMethod>(sn: string, method: M, params: RpcParams<M>): Promise<RpcResult<M>> {
    if (!this.rpc) return Promise.reject(new Error('device gateway not running'));
    return this.rpc.call(sn, method, params);
  }

  isOnline(sn: string): boolean {
    return this.presence.isOnline(sn);
  }

  private receive(topic: string, payload: Buffer): void {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      this.logger.warn(`not JSON on ${topic}`);
      return;
    }
    const unit = parseUnitTopic(topic);
    if (!unit) {
      const reply = rpcReplySchema.safeParse(json);
      if (reply.success) this.rpc?.settle(reply.data);
      return;
    }
    const { sn, leaf } = unit;
    switch (leaf) {
      case 'values': {
        const message = valuesMessageSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        this.timeseries.ingest(sn, [message.data]);
        this.bus.publish({
          kind: 'unitViewers',
          sn,
          messages: canipValueMessages(sn, message.data.values, message.data),
        });
        return;
      }
      case 'archive': {
        const message = archiveMessageSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        const { samples } = message.data;
        this.timeseries.ingest(sn, samples);
        const from = Math.min(...samples.map((s) => s.ts));
        const to = Math.max(...samples.map((s) => s.ts));
        this.bus.publish({
          kind: 'unitViewers',
          sn,
          messages: [{ action: 'CanipArchive', data: { sn, count: samples.length, from, to } }],
        });
        return;
      }
      case 'errors': {
        const message = errorsMessageSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        void this.presence.recordErrors(sn, message.data.errors, message.data.ts);
        const current = message.data.errors.filter((error) => error.currentError).length;
        this.bus.publish({
          kind: 'unitViewers',
          sn,
          messages: [
            {
              action: 'HkaStore',
              sn,
              data: { updateType: 'update', unit: { seriennummer: sn, activeErrors: current } },
            },
          ],
        });
        return;
      }
      case 'state': {
        const message = unitStateSchema.safeParse(json);
        if (!message.success) return this.malformed(topic);
        const state = message.data;
        void this.presence.recordState(sn, state).then((changed) => {
          if (changed) this.announcePresence(sn, state.online);
        });
        return;
      }
      case 'rpc':
        return;
    }
  }

  /** Connected sessions update the unit and get a notice when it comes or goes. */
  private announcePresence(sn: string, online: boolean): void {
    this.bus.publish({
      kind: 'unitViewers',
      sn,
      messages: [
        { action: 'HkaStore', sn, data: { updateType: 'update', unit: { seriennummer: sn, online } } },
        {
          action: 'Info',
          data: {
            key: online ? 'live.unitOnline' : 'live.unitOffline',
            params: { sn },
            level: online ? 'info' : 'warning',
          },
        },
      ],
    });
  }

  private malformed(topic: string): void {
    this.logger.warn(`malformed message on ${topic}`);
  }
}
