import { Inject, Injectable, Logger } from '@nestjs/common';
import { parseUnitTopic } from '@portal/contracts';
import type { IClientOptions, MqttClient } from 'mqtt';
import { NotStoredError } from '../timeseries/not-stored-error.js';
import { ArchiveIngest } from './archive-ingest.js';
import { InboundRouter } from './inbound-router.js';

/** The persistent shared session's connection (values, state, errors), own or adopted. */
export const sharedSessionOptions = {
  protocolVersion: 5,
  clean: false,
  properties: { sessionExpiryInterval: 0xffffffff, receiveMaximum: 65535 },
} satisfies IClientOptions;

/** The persistent archive session's connection, own or adopted. */
export const archiveSessionOptions = { protocolVersion: 4, clean: false } satisfies IClientOptions;

/** Calling back with this makes mqtt.js go on without a PUBACK (handlers/publish.js); we send it. */
const ackLater = new Error('acknowledged after the commit');

/** An MQTT PUBACK (3.1.1, and 5 with reason "success" left out). */
const puback = (messageId: number) => Buffer.from([0x40, 0x02, messageId >> 8, messageId & 0xff]);

/**
 * The messages of the persistent sessions on an external broker (this instance's own or adopted
 * ones): each is acknowledged to the broker only once what it brought is committed, so the broker
 * keeps, and sends again, whatever the portal did not store.
 */
@Injectable()
export class PersistentSessions {
  private readonly logger = new Logger('Devices');
  private stopping = false;

  constructor(
    @Inject(InboundRouter) private readonly router: InboundRouter,
    @Inject(ArchiveIngest) private readonly archives: ArchiveIngest,
  ) {}

  /** From now on a failed store keeps its connection: the stop closes it anyway. */
  stop(): void {
    this.stopping = true;
  }

  /**
   * Archives on a connection of an archive session. mqtt.js sends a QoS 1 PUBACK when
   * handleMessage calls back, and none when it calls back with an error.
   */
  handleArchives(client: MqttClient): void {
    client.handleMessage = (packet, callback) => {
      const unit = parseUnitTopic(packet.topic);
      if (unit?.leaf !== 'archive') return callback();
      this.archives.store(unit.sn, Buffer.from(packet.payload)).then(
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
   * Values, state and errors on a connection of a shared session. A values message at QoS 1 is
   * acknowledged once its sample is committed with the regular batch; until then the broker keeps
   * it, and sends it again to the session when the connection was lost (also after a restart: same
   * client id). mqtt.js handles one packet after the other and would wait for each commit, so it is
   * told to go on (ackLater) and the PUBACK goes out later, on the connection that brought the
   * message (a new connection gets the message again instead).
   */
  handleShared(client: MqttClient): void {
    client.handleMessage = (packet, callback) => {
      const stored = this.router.route(packet.topic, Buffer.from(packet.payload), {
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
}
