import { parsePortalReplyTopic, parseUnitTopic } from '@portal/contracts';

// What the broker lets a unit do (ARCHITECTURE.md 5): publish its own state, values, archive and
// errors and answer RPCs on its own reply topic of a portal instance; subscribe only to its own RPC
// topic. (An external broker needs the same rules, e.g. Mosquitto: `pattern write portal/+/rpc/%u`.)

const unitPublishLeaves = new Set(['state', 'values', 'archive', 'errors']);
const instanceId = /^[A-Za-z0-9_-]+$/;

export function unitMayPublish(sn: string, topic: string): boolean {
  const reply = parsePortalReplyTopic(topic);
  if (reply) return reply.sn === sn && instanceId.test(reply.instance);
  const parsed = parseUnitTopic(topic);
  return parsed !== null && parsed.sn === sn && unitPublishLeaves.has(parsed.leaf);
}

export function unitMaySubscribe(sn: string, topic: string): boolean {
  return topic === `units/${sn}/rpc`;
}

/** The portal's own login on the embedded broker. */
export const portalMqttUser = 'portal';
