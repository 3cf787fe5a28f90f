import type { Fleet } from '@portal/unit-sim';
import mqtt, { type MqttClient } from 'mqtt';
import { CredentialsService } from '../src/devices/credentials.service.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { type Portal, startPortal } from './harness.js';
import { type MosquittoServer, startMosquitto } from './mosquitto-server.js';
import { runBackendTool } from './process.js';
import { operatedBy, operatorsDachs, runFleet, waitFor } from './units-online.js';

// Per-unit logins and topic ACLs on an external Mosquitto with the dynamic-security plugin
// (MQTT_DYNSEC): provisioning a unit creates its login there, and the unit may use only its topics.

// The admin role of `dynsec init` lacks only sending RPCs to units and the instances' status
// messages (see dynsec-admin.ts).
const admin = {
  admin: 'portal-admin',
  password: 'admin-password-of-this-test',
  adminAcls: [
    { acltype: 'publishClientSend', topic: 'units/+/rpc', allow: true },
    { acltype: 'publishClientSend', topic: 'portal/instances/+/status', allow: true },
  ],
};
let broker: MosquittoServer;
let portal: Portal;
let fleet: Fleet | undefined;
let adminUrl: string;
let dachs: string;
/** A second provisioned unit that is not in the fleet: the test logs in as it by hand. */
let other: string;
let otherSecret: string;
const clients: MqttClient[] = [];

function unitLogin(sn: string, secret: string): Promise<MqttClient> {
  return mqtt
    .connectAsync(broker.url, {
      protocolVersion: 4,
      clientId: sn,
      username: sn,
      password: secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    })
    .then((client) => {
      clients.push(client);
      return client;
    });
}

/** Messages a client receives, by topic. */
function record(client: MqttClient): Map<string, string[]> {
  const received = new Map<string, string[]>();
  client.on('message', (topic, payload) =>
    received.set(topic, [...(received.get(topic) ?? []), payload.toString()]),
  );
  return received;
}

beforeAll(async () => {
  broker = await startMosquitto({ dynsec: admin });
  const url = new URL(broker.url);
  url.username = admin.admin;
  url.password = admin.password;
  adminUrl = url.toString();
  portal = await startPortal({ env: { MQTT_URL: adminUrl, MQTT_DYNSEC: 'true' } });
  dachs = await operatorsDachs(portal);
  other = (await operatedBy(portal, 'betreiber')).map((unit) => unit.sn).find((sn) => sn !== dachs)!;
  ({ fleet } = await runFleet(portal, [dachs], broker.url));
  const [provisioned] = await portal.app.get(CredentialsService).provision([other]);
  otherSecret = provisioned!.secret;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.endAsync(true);
  await fleet?.stop();
  await portal?.destroy();
  await broker?.stop();
});

it('lets a provisioned unit log in with its secret and stream; refuses a wrong password', async () => {
  // runFleet waited until the portal saw the unit online through the broker; its values arrive too.
  const timeseries = portal.app.get(TimeseriesService);
  await waitFor(async () => Object.keys(await timeseries.latestValues(dachs)).length > 0, 10_000);
  await expect(unitLogin(dachs, 'not-the-secret')).rejects.toThrow(
    /Not authorized|Bad User Name or Password/i,
  );
  await expect(unitLogin(other, otherSecret)).resolves.toBeDefined();
});

it("keeps a unit to its own topics: another unit's topics and RPCs do not reach it or through it", async () => {
  for (const client of clients.splice(0)) await client.endAsync(true);
  const watcher = await mqtt.connectAsync(adminUrl, { protocolVersion: 4, clientId: 'test-watcher' });
  clients.push(watcher);
  const seen = record(watcher);
  await watcher.subscribeAsync([`units/${dachs}/#`, `units/${other}/#`], { qos: 1 });
  const unit = await unitLogin(other, otherSecret);
  const heard = record(unit);
  // mqtt.js rejects a subscription the broker refused (SUBACK 128).
  const granted = (topic: string) =>
    unit.subscribeAsync(topic, { qos: 1 }).then(
      ([grant]) => grant?.qos,
      () => 128,
    );
  expect(await granted(`units/${other}/rpc`)).toBe(1);
  expect(await granted(`units/${dachs}/rpc`)).toBe(128);
  expect(await granted('units/#')).toBe(128);
  const values = (ts: number) => JSON.stringify({ ts, values: { 'Hka_Bd.marker': ts } });
  await unit.publishAsync(`units/${dachs}/values`, values(1), { qos: 1 });
  await unit.publishAsync(`units/${dachs}/state`, JSON.stringify({ online: false, ts: 1 }), { qos: 1 });
  await unit.publishAsync(`units/${other}/values`, values(2), { qos: 1 });
  await watcher.publishAsync(`units/${dachs}/rpc`, 'for dachs', { qos: 1 });
  await watcher.publishAsync(`units/${other}/rpc`, 'for other', { qos: 1 });
  // The last message of each sender may pass; the broker keeps a sender's order, so the refused ones
  // before it would have come first.
  await waitFor(
    () =>
      seen.get(`units/${other}/values`)?.includes(values(2)) === true &&
      heard.get(`units/${other}/rpc`)?.includes('for other') === true,
    5000,
  );
  // Its own values went through, the ones in the other unit's name did not.
  expect(seen.get(`units/${other}/values`)).toEqual([values(2)]);
  expect((seen.get(`units/${dachs}/values`) ?? []).filter((payload) => payload === values(1))).toEqual([]);
  expect((seen.get(`units/${dachs}/state`) ?? []).some((payload) => payload.includes('"ts":1}'))).toBe(false);
  expect(heard.get(`units/${other}/rpc`)).toEqual(['for other']);
  expect(heard.has(`units/${dachs}/rpc`)).toBe(false);
});

it('replaces the secret on the broker when a unit is provisioned again (the provision tool)', async () => {
  for (const client of clients.splice(0)) await client.endAsync(true);
  const output = await runBackendTool('provision/provision.js', [other], {
    DATA_DIR: portal.dataDir,
    ...(portal.config.databaseUrl ? { DATABASE_URL: portal.config.databaseUrl } : {}),
    MQTT_URL: adminUrl,
    MQTT_DYNSEC: 'true',
  });
  const [{ secret }] = JSON.parse(output) as [{ secret: string }];
  expect(secret).not.toBe(otherSecret);
  await expect(unitLogin(other, otherSecret)).rejects.toThrow(/Not authorized|Bad User Name or Password/i);
  await expect(unitLogin(other, secret)).resolves.toBeDefined();
});
