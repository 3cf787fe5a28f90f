import { type RpcRequest, rpcRequestSchema, unitTopic } from '@portal/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { CredentialsService } from '../src/devices/credentials.service.js';
import { DeviceGateway } from '../src/devices/device-gateway.js';
import type { Portal } from './harness.js';
import { waitFor } from './units-online.js';

/** What the unit answers a command with: a reply body (without id), or nothing at all. */
export type Answer = (request: RpcRequest) => Record<string, unknown> | undefined;

export interface MisbehavingUnit {
  sn: string;
  /** Every command the unit received, in order. */
  received: RpcRequest[];
  /** Changes how it answers from now on. */
  answer(with_: Answer): void;
  /** The broker connection is up (the broker closes it after a refused publish). */
  readonly connected: boolean;
  /** Publishes as this unit (its broker login decides what is allowed). */
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * A unit that logs in with real credentials and says it is online, then answers commands however
 * a test wants: with errors, malformed results, not at all. Lives in the test, so the simulator
 * stays a well-behaved unit.
 */
export async function misbehavingUnit(portal: Portal, sn: string, answer: Answer): Promise<MisbehavingUnit> {
  const [provisioned] = await portal.app.get(CredentialsService).provision([sn]);
  const gateway = portal.app.get(DeviceGateway);
  const state = (online: boolean) =>
    JSON.stringify({ online, module: 'L1', firmware: 'misbehaving', ts: Date.now() });
  const client: MqttClient = await mqtt.connectAsync(gateway.brokerUrl(), {
    protocolVersion: 4,
    clientId: sn,
    username: sn,
    password: provisioned!.secret,
    reconnectPeriod: 0,
    // The broker closes the connection of a unit that publishes where it may not: offline then.
    will: { topic: unitTopic(sn, 'state'), payload: Buffer.from(state(false)), qos: 1, retain: true },
  });
  const received: RpcRequest[] = [];
  let current = answer;
  client.on('message', (_topic, payload) => {
    const request = rpcRequestSchema.parse(JSON.parse(payload.toString()));
    received.push(request);
    const reply = current(request);
    if (reply) client.publish(request.replyTo, JSON.stringify({ id: request.id, ...reply }), { qos: 1 });
  });
  await client.subscribeAsync(unitTopic(sn, 'rpc'), { qos: 1 });
  await client.publishAsync(unitTopic(sn, 'state'), state(true), { qos: 1, retain: true });
  await waitFor(() => gateway.isOnline(sn));
  return {
    sn,
    received,
    get connected() {
      return client.connected;
    },
    answer: (next) => (current = next),
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 1 });
    },
    async close() {
      if (client.connected)
        await client.publishAsync(unitTopic(sn, 'state'), state(false), { qos: 1, retain: true });
      await client.endAsync(true);
      await waitFor(() => !gateway.isOnline(sn));
    },
  };
}
