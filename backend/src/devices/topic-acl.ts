import { parseUnitTopic } from '@portal/contracts';

// What the broker lets a unit do (ARCHITECTURE.md 5): publish its own state, values, archive and
// errors and answer RPCs on a portal reply topic; subscribe only to its own RPC topic.

const unitPublishLeaves = new Set(['state', 'values', 'archive', 'errors']);
const replyTopic = /^portal\/[A-Za-z0-9_-]+\/rpc$/;

export function unitMayPublish(sn: string, topic: string): boolean {
  if (replyTopic.test(topic)) return true;
  const parsed = parseUnitTopic(topic);
  return parsed !== null && parsed.sn === sn && unitPublishLeaves.has(parsed.leaf);
}

export function unitMaySubscribe(sn: string, topic: string): boolean {
  return topic === `units/${sn}/rpc`;
}

/** The portal's own login on the embedded broker. */
export const portalMqttUser = 'portal';
