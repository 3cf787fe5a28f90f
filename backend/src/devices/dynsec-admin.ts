import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { sendPacketsAtOnce } from '@portal/contracts';

// Per-unit logins and topic ACLs on an external Mosquitto 2 broker (MQTT_DYNSEC): the portal
// administers the dynamic-security plugin over its control topic, so a unit may do there exactly
// what topic-acl.ts lets it do on the embedded broker:
//   publish   units/<sn>/state, units/<sn>/values, units/<sn>/archive, units/<sn>/errors
//   publish   portal/+/rpc/<sn>  (RPC replies to any instance)
//   subscribe units/<sn>/rpc
// Its client id must be its serial (a client id is a broker-wide slot: another unit could knock it
// off). Receiving needs no rule: the plugin's default allows it, and a unit can only subscribe to
// its own RPC topic.
//
// The portal's own login (user:password of MQTT_URL) needs, as a dynsec client:
//   publishClientSend    $CONTROL/dynamic-security/#   and receive + subscribe it (provisioning)
//   subscribePattern     units/+/state, $share/portal/units/+/{values,state,errors,archive},
//                        portal/<instance>/rpc/+  (with publishClientReceive on them)
//   publishClientSend    units/+/rpc  (RPCs to units)
//   publishClientSend    portal/instances/+/status  (retained; subscribe and receive it too: each
//                        instance's online/offline status and last will, for session takeover,
//                        see session-takeover.ts; without it Mosquitto drops the statuses and
//                        last wills silently, and no instance adopts the sessions of one down)
// The admin role `mosquitto_ctrl dynsec init` creates has all but the last two (it may subscribe
// and receive `#`); add them: `mosquitto_ctrl … dynsec addRoleACL admin publishClientSend
// units/+/rpc allow` and the same for `portal/instances/+/status`
// while the portal is stopped: Mosquitto disconnects every client of a role or client that changes
// (so the new rules apply), the one that sent the change included, which then gets no response.
// A unit provisioned again is disconnected the same way: its old secret stops working at once.

const controlTopic = '$CONTROL/dynamic-security/v1';
const responseTopic = `${controlTopic}/response`;
const timeoutMs = 10_000;

export interface DynsecCommand {
  command: string;
  [field: string]: unknown;
}

interface DynsecResponse {
  command: string;
  error?: string;
  correlationData?: string;
}

export const unitRoleName = (sn: string) => `unit-${sn}`;

/** The role of one unit: what topic-acl.ts allows it. */
export function unitRoleAcls(sn: string): { acltype: string; topic: string; allow: true }[] {
  return [
    ...['state', 'values', 'archive', 'errors'].map((leaf) => ({
      acltype: 'publishClientSend',
      topic: `units/${sn}/${leaf}`,
      allow: true as const,
    })),
    { acltype: 'publishClientSend', topic: `portal/+/rpc/${sn}`, allow: true },
    { acltype: 'subscribeLiteral', topic: `units/${sn}/rpc`, allow: true },
  ];
}

/** Sends commands to the dynamic-security plugin in one message; answers its responses in order. */
export async function dynsecCommands(
  brokerUrl: string,
  commands: DynsecCommand[],
): Promise<DynsecResponse[]> {
  const id = randomBytes(6).toString('hex');
  const tagged = commands.map((command, index) => ({ ...command, correlationData: `${id}-${index}` }));
  const client = sendPacketsAtOnce(
    await mqtt.connectAsync(brokerUrl, {
      protocolVersion: 4,
      clientId: `portal-dynsec-${id}`,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: timeoutMs,
    }),
  );
  try {
    const answered = new Promise<DynsecResponse[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the broker did not answer (dynamic security)')),
        timeoutMs,
      );
      client.on('message', (_topic, payload) => {
        const { responses = [] } = JSON.parse(payload.toString('utf8')) as { responses?: DynsecResponse[] };
        if (!responses.some((response) => response.correlationData?.startsWith(`${id}-`))) return;
        clearTimeout(timer);
        resolve(responses);
      });
    });
    const granted = await client.subscribeAsync(responseTopic, { qos: 1 });
    if (granted.some((grant) => grant.qos === 128))
      throw new Error(`the portal's broker login may not subscribe to ${responseTopic}`);
    await client.publishAsync(controlTopic, JSON.stringify({ commands: tagged }), { qos: 1 });
    return await answered;
  } finally {
    await client.endAsync();
  }
}

/** Units per control message: Mosquitto saves its whole dynamic-security file after each command. */
const unitsPerMessage = 200;

/**
 * Creates or updates each unit's broker login: client = serial (also its client id), the new
 * password, and its role. Throws when the broker refused anything.
 */
export async function provisionOnBroker(
  brokerUrl: string,
  units: readonly { sn: string; secret: string }[],
): Promise<void> {
  for (let start = 0; start < units.length; start += unitsPerMessage)
    await provisionSome(brokerUrl, units.slice(start, start + unitsPerMessage));
}

async function provisionSome(brokerUrl: string, units: readonly { sn: string; secret: string }[]) {
  const login = (sn: string, secret: string) => ({
    username: sn,
    clientid: sn,
    password: secret,
    roles: [{ rolename: unitRoleName(sn) }],
  });
  // New units take two commands; a unit provisioned before answers "already exists" to them and is
  // brought up to date by a second message.
  const created = await dynsecCommands(
    brokerUrl,
    units.flatMap(({ sn, secret }) => [
      { command: 'createRole', rolename: unitRoleName(sn), acls: unitRoleAcls(sn) },
      { command: 'createClient', ...login(sn, secret) },
    ]),
  );
  if (created.length !== units.length * 2) throw refused([], 'responses missing');
  const exists = (response: DynsecResponse | undefined) =>
    response?.error !== undefined && /already exists/i.test(response.error);
  const known = units.filter((_, index) => exists(created[2 * index]) || exists(created[2 * index + 1]));
  const failed = created.filter((response) => response.error !== undefined && !exists(response));
  if (failed.length > 0) throw refused(failed);
  if (known.length === 0) return;
  const updated = await dynsecCommands(
    brokerUrl,
    known.flatMap(({ sn, secret }) => [
      { command: 'modifyRole', rolename: unitRoleName(sn), acls: unitRoleAcls(sn) },
      { command: 'modifyClient', ...login(sn, secret) },
    ]),
  );
  const notUpdated = updated.filter((response) => response.error !== undefined);
  if (updated.length !== known.length * 2 || notUpdated.length > 0)
    throw refused(notUpdated, 'responses missing');
}

function refused(failed: DynsecResponse[], fallback = ''): Error {
  return new Error(
    `the broker refused unit logins: ${failed.map((r) => `${r.command}: ${r.error}`).join('; ') || fallback}`,
  );
}
