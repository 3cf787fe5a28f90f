import type { Socket } from 'node:net';
import { sendPacketsAtOnce } from '@portal/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { sendsAtOnce, socketsOnPort } from '../../test/sockets.js';
import { waitFor } from '../../test/units-online.js';
import { EmbeddedBroker } from './embedded-broker.js';
import { portalMqttUser } from './topic-acl.js';

// A connect storm on the embedded database once stalled the gateway's socket while thousands of
// unit messages arrived; the broker then overflowed its stack handing them out (issue 20).

const secret = 'broker-spec';

/** The broker's end of a client's connection. */
function brokerEndOf(client: MqttClient, brokerUrl: string): Socket {
  const clientEnd = client.stream as Socket;
  const ends = socketsOnPort(Number(new URL(brokerUrl).port)).filter(
    (socket) => socket.remotePort === clientEnd.localPort,
  );
  expect(ends).toHaveLength(1);
  return ends[0]!;
}

async function portalClient(url: string, clientId: string): Promise<MqttClient> {
  return mqtt.connectAsync(url, { clientId, username: portalMqttUser, password: secret, reconnectPeriod: 0 });
}

describe('EmbeddedBroker', () => {
  let broker: EmbeddedBroker;
  let url: string;
  const clients: MqttClient[] = [];

  beforeEach(async () => {
    broker = new EmbeddedBroker({
      host: '127.0.0.1',
      port: 0,
      portalSecret: secret,
      fallbackToFreePort: false,
      verifyUnit: () => Promise.resolve(true),
      storeArchive: () => Promise.resolve(),
    });
    url = await broker.start();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
    await broker.stop();
  });

  it('hands out a burst that queued behind a subscriber that stopped reading', async () => {
    const stalled = await portalClient(url, 'portal-stalled');
    const watcher = await portalClient(url, 'portal-watcher');
    const sender = await portalClient(url, 'portal-sender');
    clients.push(stalled, watcher, sender);
    await stalled.subscribeAsync('stalled/#');
    await watcher.subscribeAsync('after/burst');
    let big = 0;
    let after = 0;
    stalled.on('message', () => (big += 1));
    watcher.on('message', () => (after += 1));

    // The stalled subscriber reads nothing: the broker's writes to it wait for the socket to drain.
    stalled.stream.pause();
    const bigCount = 400;
    const payload = Buffer.alloc(64 * 1024, 1);
    for (let i = 0; i < bigCount; i += 1) sender.publish('stalled/values', payload);
    // Many messages nobody subscribed to, then one somebody did, all behind the stalled deliveries.
    for (let i = 0; i < 20_000; i += 1) sender.publish('nobody/listens', 'x');
    await sender.publishAsync('after/burst', 'done');
    stalled.stream.resume();

    await waitFor(() => big === bigCount, 60_000);
    await waitFor(() => after === 1);
    expect(big).toBe(bigCount);
  }, 90_000);

  // Nagle's algorithm held a small packet back until the peer's delayed ACK: ~40 ms per hop, 75 ms
  // for each RPC round trip (a unit page's connect, every set point written).
  it('sends each packet at once on both ends of a connection, also after a reconnect', async () => {
    const client = sendPacketsAtOnce(
      await mqtt.connectAsync(url, {
        clientId: 'portal-at-once',
        username: portalMqttUser,
        password: secret,
        reconnectPeriod: 50,
      }),
    );
    clients.push(client);
    expect(sendsAtOnce(client.stream as Socket)).toBe(true);
    expect(sendsAtOnce(brokerEndOf(client, url))).toBe(true);

    const first = client.stream;
    first.destroy();
    await waitFor(() => client.connected && client.stream !== first);
    expect(sendsAtOnce(client.stream as Socket)).toBe(true);
    expect(sendsAtOnce(brokerEndOf(client, url))).toBe(true);
  });
});
