import { Inject, Injectable, Logger } from '@nestjs/common';
import { sendPacketsAtOnce } from '@portal/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { sessionClientIds } from './archive-client-id.js';
import { PersistentSessions, archiveSessionOptions, sharedSessionOptions } from './persistent-sessions.js';
import { type InstanceStatus, chooseAdopter, parseInstanceStatus } from './session-takeover.js';

/** After an adoption's connection was lost, how long before the choice of adopters is made again. */
const adoptionRetryMs = 3000;

/** The connections to an offline instance's sessions this instance holds. */
interface Adoption {
  clients: MqttClient[];
  ended: boolean;
}

/**
 * Session takeover on an external broker (session-takeover.ts): when an instance goes offline, one
 * survivor, chosen the same way by all of them, connects with the dead instance's client ids
 * (shared and archive session, no reconnecting of its own) and handles their messages like its
 * own. The returning owner connects with its client id, the broker closes the adopter's connection
 * (session taken over), and the adopter lets go.
 */
@Injectable()
export class ClusterAdoption {
  private readonly logger = new Logger('Devices');
  private url = '';
  /** This instance in status topics (identify). */
  private selfKey = '';
  /** Its own shared session is up: adopting may begin. */
  private started = false;
  /** Its shared-session connection is up. */
  private selfOnline = false;
  private stopping = false;
  /** The other instances of this share group, by the last status heard (retained or live). */
  private readonly statuses = new Map<string, InstanceStatus>();
  /** Offline instances whose sessions the broker did not have: not tried again until news of them. */
  private readonly absent = new Set<string>();
  /** The offline instances whose sessions this one holds now. */
  private readonly adoptions = new Map<string, Adoption>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PersistentSessions) private readonly sessions: PersistentSessions,
  ) {}

  /** This instance is `selfKey` on the broker `url`: its own status is not another instance's. */
  identify(url: string, selfKey: string): void {
    this.url = url;
    this.selfKey = selfKey;
  }

  /** Starts adopting, once this instance's own shared session is up. */
  begin(): void {
    this.started = true;
    this.reconcile();
  }

  /** This instance's own shared session connected or lost its connection. */
  setSelfOnline(online: boolean): void {
    this.selfOnline = online;
    if (online) this.reconcile();
  }

  /** A status of an instance (portal/instances/<key>/status) heard. */
  instanceStatus(key: string, payload: Buffer): void {
    if (key === this.selfKey) return;
    const status = parseInstanceStatus(payload, this.config.mqttShareGroup);
    if (status === undefined) return;
    if (status === 'cleared') this.statuses.delete(key);
    else this.statuses.set(key, status);
    // Its sessions may be back (a new start of that instance): worth a try again.
    this.absent.delete(key);
    this.reconcile();
  }

  /** Stop, part 1: no adoption starts any more. */
  stop(): void {
    this.stopping = true;
  }

  /** Stop, part 2: the adoptions end (the sessions stay, for their owners). */
  release(): void {
    for (const key of [...this.adoptions.keys()]) this.giveUp(key, 'stopping');
  }

  /**
   * Adopts the sessions of the offline instances chosen for this one (chooseAdopter), and gives
   * up those no longer its to adopt (the owner is back, or another survivor is chosen now).
   */
  private reconcile(): void {
    if (this.stopping || !this.started) return;
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
        handle: (client: MqttClient) => this.sessions.handleShared(client),
      },
      {
        clientId: ids.archive,
        options: archiveSessionOptions,
        handle: (client: MqttClient) => this.sessions.handleArchives(client),
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
    if (!this.stopping) setTimeout(() => this.reconcile(), adoptionRetryMs).unref();
  }
}
