import { Logger } from '@nestjs/common';
import { Aedes, type Client } from 'aedes';
import { type Server, createServer } from 'node:net';
import { unitTopic } from '@portal/contracts';
import { portalMqttUser, unitMayPublish, unitMaySubscribe } from './topic-acl.js';

type Identity = { kind: 'portal' } | { kind: 'unit'; sn: string };

export interface BrokerOptions {
  host: string;
  port: number;
  portalSecret: string;
  /** Take any free port when `port` is taken (the default port may belong to a broker already running). */
  fallbackToFreePort: boolean;
  verifyUnit(sn: string, secret: string): Promise<boolean>;
  /**
   * Stores a unit's archive message. The unit gets its PUBACK only once this resolves (the samples
   * are committed); when it rejects the unit's connection closes unacknowledged, so the unit keeps
   * the samples and sends them again.
   */
  storeArchive(sn: string, payload: Buffer): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** aedes on a TCP port (MQTT 3.1.1): units log in with serial and secret; topic ACLs per unit. */
export class EmbeddedBroker {
  private readonly logger = new Logger('MqttBroker');
  private readonly identities = new WeakMap<Client, Identity>();
  private broker?: Aedes;
  private server?: Server;
  /** Settles when the listening socket is closed (after stopAccepting). */
  private serverClosed?: Promise<void>;

  constructor(private readonly options: BrokerOptions) {}

  async start(): Promise<string> {
    const broker = await Aedes.createBroker({
      // No cap on messages being handed out: past aedes' default of 100 its queue hands out the
      // next message from inside the last one's callback, and a few thousand queued ones (units
      // reporting while the gateway's socket is full) overflow the stack and stop the portal.
      // Queued or being handed out, the messages are held in memory alike.
      concurrency: 0,
      authenticate: (client, username, password, done) => {
        this.authenticate(client, username, password?.toString('utf8')).then(
          (ok) => done(null, ok),
          (error: unknown) => {
            this.logger.error(`authentication failed: ${String(error)}`);
            done(null, false);
          },
        );
      },
      authorizePublish: (client, packet, done) => {
        const identity = client ? this.identities.get(client) : undefined;
        // aedes acknowledges a QoS 1 publish right after this check, so an archive is stored here.
        if (identity?.kind === 'unit' && packet.topic === unitTopic(identity.sn, 'archive')) {
          this.options.storeArchive(identity.sn, packet.payload as Buffer).then(
            () => done(null),
            (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
          );
          return;
        }
        const allowed =
          !client ||
          identity?.kind === 'portal' ||
          (identity?.kind === 'unit' && unitMayPublish(identity.sn, packet.topic));
        done(allowed ? null : new Error(`publish to ${packet.topic} refused`));
      },
      authorizeSubscribe: (client, subscription, done) => {
        const identity = this.identities.get(client);
        const allowed =
          identity?.kind === 'portal' ||
          (identity?.kind === 'unit' && unitMaySubscribe(identity.sn, subscription.topic));
        done(null, allowed ? subscription : null);
      },
    });
    const server = createServer({ noDelay: true }, broker.handle);
    try {
      await listen(server, this.options.port, this.options.host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !this.options.fallbackToFreePort)
        throw error;
      this.logger.warn(
        `MQTT port ${this.options.port} is taken; using a free port (set MQTT_PORT to choose one)`,
      );
      await listen(server, 0, this.options.host);
    }
    this.broker = broker;
    this.server = server;
    const url = `mqtt://${this.options.host}:${this.port()}`;
    this.logger.log(`Embedded MQTT broker on ${url}`);
    return url;
  }

  port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** No new connections from now on; the connected units stay until stop(). */
  stopAccepting(): void {
    const server = this.server;
    if (!server || this.serverClosed) return;
    this.serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Disconnects every client and closes the port. */
  async stop(): Promise<void> {
    this.stopAccepting();
    const broker = this.broker;
    const closed = this.serverClosed;
    this.server = undefined;
    this.broker = undefined;
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    await closed;
  }

  private async authenticate(
    client: Client,
    username: string | undefined,
    password: string | undefined,
  ): Promise<boolean> {
    if (!username || !password) return false;
    if (username === portalMqttUser) {
      if (password !== this.options.portalSecret) return false;
      this.identities.set(client, { kind: 'portal' });
      return true;
    }
    // A client id is a broker-wide slot: taking another unit's id would knock that unit off.
    if (client.id !== username && !client.id.startsWith(`${username}-`)) return false;
    if (!(await this.options.verifyUnit(username, password))) return false;
    this.identities.set(client, { kind: 'unit', sn: username });
    return true;
  }
}
