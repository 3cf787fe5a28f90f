// Session takeover on an external broker: which instance adopts the persistent sessions of one
// that is offline, and the status messages that tell the instances who is online.
//
// Every instance's shared-subscription connection publishes, retained, on
// `portal/instances/<key>/status` (key: what follows `portal-shared-` in its client id, its
// INSTANCE_ID when that is set) the JSON `{"status":"online","shareGroup":"<MQTT_SHARE_GROUP>"}`
// once connected, and leaves `{"status":"offline",...}` as its retained last will (the broker
// publishes it when the connection drops: SIGKILL, a network loss). A graceful stop publishes
// `offline` itself. The share group is in the payload so that two portals sharing a broker (each
// with its own MQTT_SHARE_GROUP) never adopt each other's sessions. An empty retained message
// clears a key (an instance retired for good, whose sessions were ended).

export type InstanceStatus = 'online' | 'offline';

const statusPattern = /^portal\/instances\/([^/+#]+)\/status$/;

export const instanceStatusTopic = (key: string) => `portal/instances/${key}/status`;
export const instanceStatusFilter = 'portal/instances/+/status';

/** The key of an instance in status topics: its shared-subscription client id without the prefix. */
export const sessionKey = (sharedClientId: string) => sharedClientId.replace(/^portal-shared-/, '');

export function parseInstanceStatusTopic(topic: string): string | undefined {
  return statusPattern.exec(topic)?.[1];
}

export function instanceStatusPayload(status: InstanceStatus, shareGroup: string): string {
  return JSON.stringify({ status, shareGroup });
}

/**
 * A status message of this share group: its status, `cleared` for an empty payload (forget the
 * key), undefined for another share group or anything unreadable.
 */
export function parseInstanceStatus(
  payload: Buffer,
  shareGroup: string,
): InstanceStatus | 'cleared' | undefined {
  if (payload.length === 0) return 'cleared';
  try {
    const message = JSON.parse(payload.toString('utf8')) as { status?: unknown; shareGroup?: unknown };
    if (message.shareGroup !== shareGroup) return undefined;
    return message.status === 'online' || message.status === 'offline' ? message.status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one instance that adopts the sessions of `offline`: the first online instance after it in
 * sorted order, wrapping around (so each survivor adopts its predecessors, and the load spreads
 * when several are down). Every instance computes it from the same retained statuses, so two
 * survivors do not connect with one client id and knock each other off. Undefined when no
 * instance is online.
 */
export function chooseAdopter(offline: string, online: Iterable<string>): string | undefined {
  const candidates = [...new Set(online)].filter((key) => key !== offline).sort();
  return candidates.find((key) => key > offline) ?? candidates[0];
}
