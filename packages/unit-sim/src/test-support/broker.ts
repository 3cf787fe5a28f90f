import { once } from 'node:events';
import { type AddressInfo, type Server, createServer } from 'node:net';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';

// A real aedes broker on a free port with unit authentication (serial + secret, client id = serial),
// and a portal-side client that records what arrives and can call RPCs.

export const portalUser = 'portal';
const portalSecret = 'portal-secret';

export interface TestBroker {
  url: string;
  /** Secrets the broker accepts, by serial. */
  secrets: Map<string, string>;
  /** Logins the broker refused, by username. */
  refused: string[];
  /**
   * Holds every archive message (neither acknowledged nor passed on) until the answered function is
   * called: a portal slow to store them.
   */
  holdArchives(): () => void;
  close(): Promise<void>;
}

export async function startBroker(secrets: Record<string, string> = {}, port = 0): Promise<TestBroker> {
  const known = new Map(Object.entries(secrets));
  const refused: string[] = [];
  let held: Promise<void> | undefined;
  const broker = await Aedes.createBroker({
    // aedes acknowledges a QoS 1 publish once it is authorized.
    authorizePublish: (_client, packet, done) => {
      if (held && packet.topic.endsWith('/archive')) void held.then(() => done(null));
      else done(null);
    },
    authenticate: (client, username, password, done) => {
      const secret = password?.toString('utf8');
      const ok =
        username === portalUser
          ? secret === portalSecret
          : username !== undefined && client.id === username && known.get(username) === secret;
      if (!ok) refused.push(username ?? '');
      done(null, ok);
    },
  });
  const server: Server = createServer((socket) => broker.handle(socket));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${address.port}`,
    secrets: known,
    refused,
    holdArchives() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Received {
  topic: string;
  json: unknown;
  retain: boolean;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface Portal {
  client: MqttClient;
  received: Received[];
  /** Waits for the first message received at position `from` or later that matches. */
  waitFor(match: (m: Received) => boolean, timeoutMs?: number, from?: number): Promise<Received>;
  /** Waits for the first `count` messages received at position `from` or later that match. */
  waitForCount(
    match: (m: Received) => boolean,
    count: number,
    timeoutMs?: number,
    from?: number,
  ): Promise<Received[]>;
  rpc(sn: string, request: Record<string, unknown>, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export const replyTopic = 'portal/test/rpc';

export async function connectPortal(
  url: string,
  topics: string[] = ['units/#', replyTopic],
): Promise<Portal> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 4,
    clientId: `portal-test-${Math.random().toString(16).slice(2)}`,
    username: portalUser,
    password: portalSecret,
    reconnectPeriod: 0,
  });
  const received: Received[] = [];
  const listeners = new Set<(m: Received) => void>();
  client.on('message', (topic, payload, packet) => {
    const message = {
      topic,
      json: JSON.parse(payload.toString('utf8')) as unknown,
      retain: packet.retain,
      at: Date.now(),
    };
    received.push(message);
    for (const listener of listeners) listener(message);
  });
  await client.subscribeAsync(Object.fromEntries(topics.map((t) => [t, { qos: 1 as const }])));
  const waitForCount = (match: (m: Received) => boolean, count: number, timeoutMs = 5000, from = 0) =>
    new Promise<Received[]>((resolve, reject) => {
      const found = received.slice(from).filter(match).slice(0, count);
      if (found.length === count) return resolve(found);
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`timed out waiting for ${count} messages (${found.length} came)`));
      }, timeoutMs);
      const listener = (m: Received) => {
        if (!match(m)) return;
        found.push(m);
        if (found.length < count) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(found);
      };
      listeners.add(listener);
    });
  const waitFor = async (match: (m: Received) => boolean, timeoutMs = 5000, from = 0) =>
    (await waitForCount(match, 1, timeoutMs, from))[0]!;
  return {
    client,
    received,
    waitFor,
    waitForCount,
    async rpc(sn, request, timeoutMs = 5000) {
      const id = request['id'];
      const from = received.length;
      await client.publishAsync(`units/${sn}/rpc`, JSON.stringify({ replyTo: replyTopic, ...request }), {
        qos: 1,
      });
      const reply = await waitFor(
        (m) => m.topic === replyTopic && (m.json as { id?: unknown }).id === id,
        timeoutMs,
        from,
      );
      return reply.json as Record<string, unknown>;
    },
    async close() {
      await client.endAsync();
    },
  };
}
