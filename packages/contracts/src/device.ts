import { z } from 'zod';
import { deviceRpcMethods, deviceRpcParamsSchemas, deviceRpcResultSchemas } from './device-menu.js';

// The device protocol (ARCHITECTURE.md 5): what units and the portal's device gateway say over MQTT.
// Values travel raw (as the unit stores them); the catalog's gain turns them into display units.
// Timestamps are milliseconds since the epoch.

export const unitTopicLeaves = ['state', 'values', 'archive', 'errors', 'rpc'] as const;
export type UnitTopicLeaf = (typeof unitTopicLeaves)[number];

export const unitTopicPrefix = 'units';

export function unitTopic(sn: string, leaf: UnitTopicLeaf): string {
  return `${unitTopicPrefix}/${sn}/${leaf}`;
}

/** Splits `units/{sn}/{leaf}`; null for any other topic. */
export function parseUnitTopic(topic: string): { sn: string; leaf: UnitTopicLeaf } | null {
  const parts = topic.split('/');
  if (parts.length !== 3 || parts[0] !== unitTopicPrefix || !parts[1]) return null;
  const leaf = parts[2] as UnitTopicLeaf;
  return unitTopicLeaves.includes(leaf) ? { sn: parts[1], leaf } : null;
}

/** An MQTT client as far as its connection goes (mqtt.js' MqttClient), so contracts need no mqtt. */
export interface MqttConnection {
  connected: boolean;
  stream: unknown;
  on(event: 'connect', listener: () => void): unknown;
}

/**
 * Every end of the device protocol sends each packet at once (TCP_NODELAY), on this connection and
 * on every reconnect. With Nagle's algorithm a small packet (an RPC, its reply, a unit's values) that
 * follows another waited for the peer's delayed ACK: ~40 ms per hop, 75 ms for each RPC round trip.
 */
export function sendPacketsAtOnce<C extends MqttConnection>(client: C): C {
  const apply = () => (client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
  if (client.connected) apply();
  client.on('connect', apply);
  return client;
}

/**
 * Where a portal instance wants a unit's RPC answers: one topic per instance, so replies reach the
 * asker, and per unit, so the broker's ACL (a unit may publish only on its own) ties a reply to the
 * unit that sent it.
 */
export function portalReplyTopic(instance: string, sn: string): string {
  return `portal/${instance}/rpc/${sn}`;
}

/** Splits `portal/{instance}/rpc/{sn}`; null for any other topic. */
export function parsePortalReplyTopic(topic: string): { instance: string; sn: string } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== 'portal' || parts[2] !== 'rpc' || !parts[1] || !parts[3])
    return null;
  return { instance: parts[1], sn: parts[3] };
}

const timestamp = z.number().int().nonnegative();

/** A unit's value map: keys `board.dataPoint` or `board.dataPoint[index]`. */
export const deviceValuesSchema = z.record(z.string().min(1), z.unknown());
export type DeviceValues = z.infer<typeof deviceValuesSchema>;

/** `units/{sn}/state`, retained; the unit's last will publishes it with online false. */
export const unitStateSchema = z.object({
  online: z.boolean(),
  module: z.string(),
  firmware: z.string(),
  ts: timestamp,
});
export type UnitState = z.infer<typeof unitStateSchema>;

/** `units/{sn}/values`: one sample of current values. */
export const valuesMessageSchema = z.object({ ts: timestamp, values: deviceValuesSchema });
export type ValuesMessage = z.infer<typeof valuesMessageSchema>;

/**
 * Bounds of one archive message: a unit back after days offline sends its backlog as many messages,
 * each stored and acknowledged before the next, so no single message costs the gateway much.
 */
export const archiveLimits = { samples: 1000, bytes: 8 * 1024 * 1024 } as const;

/** `units/{sn}/archive`: samples kept while the broker was unreachable, oldest first. */
export const archiveMessageSchema = z.object({
  samples: z.array(valuesMessageSchema).min(1).max(archiveLimits.samples),
});
export type ArchiveMessage = z.infer<typeof archiveMessageSchema>;

/** One entry of a unit's error list (spec 3 Error entry, facts §5 canipErrors). */
export const unitErrorSchema = z.object({
  boardName: z.string().min(1),
  code: z.number().int().nonnegative(),
  /** First letter E fault, A warning, H notice. */
  codeText: z.string().regex(/^[HAE]\d+$/),
  category: z.string().min(1),
  counter: z.number().int().nonnegative(),
  currentError: z.boolean(),
  timestamp,
  /**
   * The unit's fault memory: its board's signals and counters (raw) when the entry was raised, as
   * `board.dataPoint` → value. Absent when the unit recorded none.
   */
  data: z.record(z.string(), z.union([z.number(), z.boolean()])).optional(),
});
export type UnitError = z.infer<typeof unitErrorSchema>;

/** `units/{sn}/errors`: the whole list whenever it changes. */
export const errorsMessageSchema = z.object({ ts: timestamp, errors: z.array(unitErrorSchema) });
export type ErrorsMessage = z.infer<typeof errorsMessageSchema>;

export const rpcMethods = ['read', 'write', 'errors', 'layout', 'watch', ...deviceRpcMethods] as const;
export type RpcMethod = (typeof rpcMethods)[number];

export const rpcParamsSchemas = {
  read: z.object({ keys: z.array(z.string().min(1)).min(1) }),
  write: z.object({ values: deviceValuesSchema }),
  errors: z.object({ board: z.string().min(1).optional() }),
  layout: z.object({}),
  watch: z.object({ seconds: z.number().int().min(0).max(3600) }),
  ...deviceRpcParamsSchemas,
} as const satisfies Record<RpcMethod, z.ZodType>;
export type RpcParams<M extends RpcMethod> = z.infer<(typeof rpcParamsSchemas)[M]>;

export const rpcResultSchemas = {
  /** Unknown keys are listed, not fatal. */
  read: z.object({ values: deviceValuesSchema, errorKeys: z.array(z.string()) }),
  /** Rejected keys with the reason (a write.* key); every other key was applied. */
  write: z.object({ errorKeys: z.record(z.string(), z.string()) }),
  errors: z.object({ errors: z.array(unitErrorSchema) }),
  layout: z.object({ productGroup: z.string().min(1), firmware: z.string() }),
  watch: z.object({ until: timestamp }),
  ...deviceRpcResultSchemas,
} as const satisfies Record<RpcMethod, z.ZodType>;
export type RpcResult<M extends RpcMethod> = z.infer<(typeof rpcResultSchemas)[M]>;

/** `units/{sn}/rpc`: a command. A unit applies each id once and answers repeats from its memory. */
export const rpcRequestSchema = z.object({
  id: z.string().min(1).max(64),
  replyTo: z.string().min(1),
  method: z.enum(rpcMethods),
  params: z.unknown(),
});
export type RpcRequest = z.infer<typeof rpcRequestSchema>;

export const rpcErrorCodes = ['badRequest', 'unknownMethod', 'internal'] as const;

export const rpcReplySchema = z.union([
  z.object({ id: z.string(), result: z.unknown() }),
  z.object({ id: z.string(), error: z.object({ code: z.enum(rpcErrorCodes), message: z.string() }) }),
]);
export type RpcReply = z.infer<typeof rpcReplySchema>;
