import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type {
  AccessLogResponse,
  ConsentHistoryResponse,
  Incident,
  IncidentListResponse,
  Webhook,
  WebhookCreatedResponse,
  WebhookDeliveriesResponse,
  WebhookEvent,
  WebhookListResponse,
} from '@portal/contracts';
import type { Fleet } from '@portal/unit-sim';
import { eq, like } from 'drizzle-orm';
import { IncidentNotifier } from '../src/alarms/incident-notifier.js';
import { WebhookDispatcher } from '../src/webhooks/webhook-dispatcher.js';
import { WebhooksRepository } from '../src/webhooks/webhooks.repository.js';
import { webhookDeliveries } from '../src/webhooks/webhooks.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { operatorsDachs, runFleet, waitFor } from './units-online.js';

// Webhooks (issue 42) against real HTTP receivers on loopback: each alarm event of a user's units is
// POSTed once per webhook, signed with the secret the portal made; a receiver that fails gets it
// again after the backoff; only the owner manages a webhook, admins read, the demo registers none.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: WebhookEvent;
}

/** An HTTP receiver on a free port that records every POST and answers what `answer` says. */
async function receiver(
  answer: (event: WebhookEvent, earlier: Received[]) => { status: number; body: string },
) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as WebhookEvent;
      const { status, body: text } = answer(event, [...received]);
      received.push({ headers: request.headers, body, event });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof receiver>>;

/** The incident an event is about. */
function incidentOf(message: Received) {
  if (message.event.type === 'ping') throw new Error('a ping, not an incident event');
  return message.event.incident;
}

/** The receiver's check: the HMAC of "<timestamp>.<body>" with the secret, as the README shows. */
function signedWith(secret: string, message: Received): boolean {
  const timestamp = String(message.headers['x-portal-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${message.body}`).digest('hex');
  return message.headers['x-portal-signature'] === `sha256=${expected}`;
}

let portal: Portal;
let fleet: Fleet;
let dachs: string;
let operator: Client;
let partner: Client;
let steady: Receiver;
let flaky: Receiver;
const hooks: { operator?: WebhookCreatedResponse; partner?: WebhookCreatedResponse } = {};

const env = { ALARM_OFFLINE_SECONDS: '3600', ALARM_CLEAR_SECONDS: '1', ALARM_SWEEP_SECONDS: '0.2' };
const tooHot = 121;

// Answers that may be errors stay untyped JSON (the harness checks them against the contracts).
const create = (client: Client, url: string) => client.post('/rest/webhooks', { url });
const listOf = async (client: Client, query = '') =>
  (await client.get<WebhookListResponse>(`/rest/webhooks${query}`)).body.webhooks;
const deliveriesOf = async (client: Client, id: number) =>
  (await client.get<WebhookDeliveriesResponse>(`/rest/webhooks/${id}/deliveries`)).body.deliveries;
const remove = (client: Client, id: number) => client.request('DELETE', `/rest/webhooks/${id}`);

beforeAll(async () => {
  steady = await receiver(() => ({ status: 200, body: 'ok '.repeat(400) }));
  // Fails the first try of the first incident's opening, then takes everything.
  flaky = await receiver((event, earlier) =>
    event.type === 'incident.opened' && !earlier.some((m) => m.event.type === 'incident.opened')
      ? { status: 500, body: 'down' }
      : { status: 204, body: '' },
  );
  portal = await startPortal({ env: { ...env, PUBLIC_URL: 'https://portal.test' } });
  dachs = await operatorsDachs(portal);
  operator = await portal.loggedIn('betreiber');
  partner = await portal.loggedIn('partner');
  ({ fleet } = await runFleet(portal, [dachs]));
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
  await steady?.close();
  await flaky?.close();
});

describe('registering', () => {
  it('answers the secret once in full; the list shows it masked', async () => {
    const answer = await create(operator, steady.url);
    expect(answer.status).toBe(200);
    hooks.operator = answer.body as WebhookCreatedResponse;
    const { webhook, secret } = hooks.operator;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({ url: steady.url, active: true, lastDelivery: null });
    const listed = await listOf(operator);
    expect(listed).toEqual([webhook]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed[0]!.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
  });

  it('lets a partner company register its own', async () => {
    const answer = await create(partner, flaky.url);
    expect(answer.status).toBe(200);
    hooks.partner = answer.body as WebhookCreatedResponse;
    expect((await listOf(partner)).map((w) => w.id)).toEqual([hooks.partner.webhook.id]);
    // Each sees only their own.
    expect((await listOf(operator)).map((w) => w.id)).toEqual([hooks.operator!.webhook.id]);
  });

  it('sends a signed ping on "send test" and shows the answer in the deliveries', async () => {
    const { webhook, secret } = hooks.operator!;
    const answer = await operator.post<{ deliveryId: string }>(`/rest/webhooks/${webhook.id}/test`, {});
    expect(answer.status).toBe(200);
    const { deliveryId } = answer.body;
    await waitFor(() => steady.received.some((m) => m.event.id === deliveryId));
    const ping = steady.received.find((m) => m.event.id === deliveryId)!;
    expect(ping.event).toMatchObject({ type: 'ping', webhookId: webhook.id });
    expect(ping.headers['x-portal-delivery']).toBe(deliveryId);
    expect(ping.headers['x-portal-event']).toBe('ping');
    expect(ping.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(ping.headers['x-portal-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(signedWith(secret, ping)).toBe(true);
    expect(signedWith('whsec_wrong', ping)).toBe(false);
    await waitFor(async () => (await deliveriesOf(operator, webhook.id))[0]?.state === 'sent');
    const [delivery] = await deliveriesOf(operator, webhook.id);
    expect(delivery).toMatchObject({
      id: deliveryId,
      event: 'ping',
      state: 'sent',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    // The answer's start only.
    expect(delivery!.responseExcerpt).toHaveLength(500);
    expect((await listOf(operator))[0]!.lastDelivery).toMatchObject({ state: 'sent' });
  });
});

describe('an incident', () => {
  let incident: Incident;
  const incidentEvents = (r: Receiver) =>
    r.received.filter((m) => m.event.type !== 'ping' && incidentOf(m).id === incident.id);

  it('is POSTed to the operator’s and the partner’s webhooks when it opens, signed, in their words', async () => {
    fleet.unit(dachs).forceFault(tooHot);
    await waitFor(async () => {
      const { incidents } = (
        await operator.post<IncidentListResponse>('/rest/alarms/incidents', { sn: dachs, kinds: ['fault'] })
      ).body;
      const found = incidents.find((i) => i.code === 'E121' && i.state === 'open');
      if (found) incident = found;
      return found !== undefined;
    });
    await waitFor(() => incidentEvents(steady).length >= 1);
    const [opened] = incidentEvents(steady);
    expect(signedWith(hooks.operator!.secret, opened!)).toBe(true);
    expect(opened!.headers['x-portal-event']).toBe('incident.opened');
    expect(opened!.event).toMatchObject({
      type: 'incident.opened',
      id: opened!.headers['x-portal-delivery'],
      incident: {
        id: incident.id,
        sn: dachs,
        kind: 'fault',
        code: 'E121',
        state: 'open',
        acknowledgedAt: null,
        resolvedAt: null,
        url: 'https://portal.test/alarms',
      },
    });
    expect(['fault', 'locking']).toContain(incidentOf(opened!).severity);
    // The operator reads German (the catalogue's text).
    expect(incidentOf(opened!).title).toMatch(/Kapseltemperatur/);
    // The owner's access log names what went to their webhook (the partner's is a partner's matter).
    const log = await operator.get<AccessLogResponse>(`/rest/units/${dachs}/accessLog?own=true&kind=webhook`);
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({
        kind: 'webhook',
        login: 'betreiber',
        granteeId: String(hooks.operator!.webhook.id),
        action: 'alarmSent',
        details: { event: 'incident.opened', incidentId: incident.id },
      }),
    );
  });

  it('reaches a receiver that failed once after the backoff, with the same delivery id', async () => {
    await waitFor(() => incidentEvents(flaky).length >= 2, 15_000);
    const [first, second] = incidentEvents(flaky);
    expect(first!.headers['x-portal-delivery']).toBe(second!.headers['x-portal-delivery']);
    expect(first!.body).toBe(second!.body);
    expect(signedWith(hooks.partner!.secret, second!)).toBe(true);
    const id = hooks.partner!.webhook.id;
    await waitFor(async () =>
      (await deliveriesOf(partner, id)).some((d) => d.event === 'incident.opened' && d.state === 'sent'),
    );
    const delivery = (await deliveriesOf(partner, id)).find((d) => d.event === 'incident.opened')!;
    expect(delivery).toMatchObject({ attempts: 2, responseStatus: 204, lastError: null });
  });

  it('is POSTed again when acknowledged and when resolved: once per event and webhook', async () => {
    const ack = await operator.post(`/rest/alarms/incidents/${incident.id}/acknowledge`, { note: 'kommt' });
    expect(ack.status).toBe(200);
    fleet.unit(dachs).clearFaults();
    const types = (r: Receiver) => incidentEvents(r).map((m) => m.event.type);
    await waitFor(
      () => types(steady).includes('incident.resolved') && types(flaky).includes('incident.resolved'),
      15_000,
    );
    expect(types(steady)).toEqual(['incident.opened', 'incident.acknowledged', 'incident.resolved']);
    const resolved = incidentEvents(steady).at(-1)!.event;
    expect(resolved).toMatchObject({ incident: { id: incident.id, state: 'resolved' } });
    // The unique delivery ids the flaky receiver got: one per event, however often it was tried.
    const ids = new Set(incidentEvents(flaky).map((m) => m.event.id));
    expect(ids.size).toBe(3);
  });

  it('is queued once per key however often the change is told, and sent once by two dispatchers', async () => {
    const before = await portal.db
      .select()
      .from(webhookDeliveries)
      .where(like(webhookDeliveries.key, 'alarm:%'));
    expect(new Set(before.map((row) => row.key)).size).toBe(before.length);
    // Both webhooks, three events: six rows.
    expect(before.filter((row) => row.key.startsWith(`alarm:${incident.id}:`))).toHaveLength(6);
    const notifier = portal.app.get(IncidentNotifier);
    const change = {
      id: incident.id,
      sn: dachs,
      state: 'resolved' as const,
      kind: incident.kind,
      severity: incident.severity,
      ownerId: null,
    };
    await Promise.all([notifier.changed([change]), notifier.changed([change])]);
    const after = await portal.db
      .select()
      .from(webhookDeliveries)
      .where(like(webhookDeliveries.key, 'alarm:%'));
    expect(after).toHaveLength(before.length);

    // A second instance's dispatcher on the same outbox: each ping goes once.
    const repository = portal.app.get(WebhooksRepository);
    const { webhook } = hooks.operator!;
    await repository.update(webhook.id, { active: false });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await operator.post<{ deliveryId: string }>(`/rest/webhooks/${webhook.id}/test`, {})).body
          .deliveryId,
      );
    await repository.update(webhook.id, { active: true });
    const other = new WebhookDispatcher(repository);
    await Promise.all([portal.app.get(WebhookDispatcher).dispatch(), other.dispatch(), other.dispatch()]);
    await waitFor(() => ids.every((id) => steady.received.some((m) => m.event.id === id)));
    for (const id of ids) expect(steady.received.filter((m) => m.event.id === id)).toHaveLength(1);
  });
});

describe('who may do what', () => {
  it('lets the owner switch a webhook off and on, change its address and delete it', async () => {
    const { webhook } = (await create(operator, 'https://example.invalid/a')).body as WebhookCreatedResponse;
    const off = await operator.post<{ webhook: Webhook }>(`/rest/webhooks/${webhook.id}`, { active: false });
    expect(off.body.webhook).toMatchObject({
      id: webhook.id,
      active: false,
      url: 'https://example.invalid/a',
    });
    const moved = await operator.post<{ webhook: Webhook }>(`/rest/webhooks/${webhook.id}`, {
      url: ' https://example.invalid/b ',
    });
    expect(moved.body.webhook).toMatchObject({ active: false, url: 'https://example.invalid/b' });
    expect((await remove(operator, webhook.id)).body).toEqual({ success: true });
    // Its consents on the owner's unit: one per address, the last ended by the deletion.
    const { records } = (await operator.get<ConsentHistoryResponse>(`/rest/units/${dachs}/consents`)).body;
    const versions = records.filter((record) => record.key === `webhook:${webhook.id}`);
    expect(
      versions.map(({ granted, granteeLabel, validTo }) => ({
        granted,
        granteeLabel,
        ended: validTo !== null,
      })),
    ).toEqual([
      { granted: false, granteeLabel: 'https://example.invalid/b', ended: false },
      { granted: true, granteeLabel: 'https://example.invalid/b', ended: true },
      { granted: false, granteeLabel: 'https://example.invalid/a', ended: true },
      { granted: true, granteeLabel: 'https://example.invalid/a', ended: true },
    ]);
    expect((await listOf(operator)).map((w) => w.id)).not.toContain(webhook.id);
    expect((await remove(operator, webhook.id)).status).toBe(404);
  });

  it('keeps another user’s webhook out of reach: 404 for its id, 403 for its owner’s list', async () => {
    const id = hooks.operator!.webhook.id;
    const other = await portal.loggedIn('extern');
    expect((await other.get(`/rest/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/rest/webhooks/${id}`, { active: false })).status).toBe(404);
    expect((await other.post(`/rest/webhooks/${id}/test`, {})).status).toBe(404);
    expect((await remove(other, id)).status).toBe(404);
    expect((await other.get('/rest/webhooks?login=betreiber')).status).toBe(403);
    expect(await listOf(other)).toEqual([]);
    expect((await listOf(operator)).find((w) => w.id === id)?.active).toBe(true);
  });

  it('lets admins read any user’s webhooks and deliveries, and change none', async () => {
    const admin = await portal.loggedIn('admin');
    const id = hooks.operator!.webhook.id;
    expect((await listOf(admin, '?login=betreiber')).map((w) => w.id)).toEqual([id]);
    expect((await admin.get('/rest/webhooks?login=niemand')).status).toBe(404);
    expect((await deliveriesOf(admin, id)).length).toBeGreaterThan(0);
    expect((await admin.post(`/rest/webhooks/${id}`, { active: false })).status).toBe(404);
    expect((await admin.post(`/rest/webhooks/${id}/test`, {})).status).toBe(404);
    expect((await remove(admin, id)).status).toBe(404);
  });

  it('refuses the demo any webhook (403) and callers without a session (401)', async () => {
    const demo = await portal.loggedIn('demo');
    const refused = await create(demo, steady.url);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'exception.rolemissing' });
    expect(await listOf(demo)).toEqual([]);
    expect((await demo.get(`/rest/webhooks/${hooks.operator!.webhook.id}/deliveries`)).status).toBe(404);
    const anonymous = portal.client();
    expect((await anonymous.get('/rest/webhooks')).status).toBe(401);
    expect((await create(anonymous, steady.url)).status).toBe(401);
  });

  it('allows five webhooks per user', async () => {
    const partnerHooks = await listOf(partner);
    for (let i = partnerHooks.length; i < 5; i++)
      expect((await create(partner, `https://example.invalid/${i}`)).status).toBe(200);
    const sixth = await create(partner, 'https://example.invalid/6');
    expect(sixth.status).toBe(400);
    expect(sixth.body.key).toBe('exception.webhook.limit');
  });
});

describe('bad input', () => {
  it('refuses addresses that are no http(s), carry credentials or are too long, with the field', async () => {
    for (const url of [
      'ftp://example.org/x',
      'javascript:alert(1)',
      'https://user:pw@example.org/hook',
      'https://user@example.org/hook',
      `https://example.org/${'a'.repeat(500)}`,
      'example.org/hook',
      'http://',
    ]) {
      const answer = await create(operator, url);
      expect([url, answer.status, answer.body.fields]).toEqual([
        url,
        400,
        { url: ['validation.webhook.url'] },
      ]);
    }
    for (const body of [{}, { url: '' }, { url: 5 }, { url: null }])
      expect((await operator.post('/rest/webhooks', body)).body.fields).toEqual({
        url: ['validation.required'],
      });
    const nul = await create(operator, 'https://example.org/\u0000');
    expect(nul.status).toBe(400);
    const id = hooks.operator!.webhook.id;
    const odd = await operator.post(`/rest/webhooks/${id}`, { active: 'yes' });
    expect(odd.body.fields).toEqual({ active: ['validation.invalid'] });
    expect((await operator.post(`/rest/webhooks/${id}`, { url: 'ftp://x.org' })).status).toBe(400);
    expect((await operator.post(`/rest/webhooks/${id}/test`, { extra: 1 })).status).toBe(400);
    for (const raw of ['abc', '0', '-1', '1.5', '99999999999', '1e3'])
      expect((await operator.get(`/rest/webhooks/${raw}/deliveries`)).status).toBe(404);
    expect((await operator.get(`/rest/webhooks?login=${'x'.repeat(200)}`)).status).toBe(400);
    // Nothing of it was stored.
    expect((await listOf(operator)).map((w) => w.url)).toEqual([steady.url]);
  });
});

describe('the outbox', () => {
  it('keeps the newest 100 deliveries of a webhook, pending ones beyond them too', async () => {
    const repository = portal.app.get(WebhooksRepository);
    const { webhook } = (await create(operator, 'https://example.invalid/prune'))
      .body as WebhookCreatedResponse;
    await repository.update(webhook.id, { active: false });
    const sentAt = new Date();
    for (let i = 0; i < 105; i++)
      await repository.insertDelivery({
        deliveryId: crypto.randomUUID(),
        webhookId: webhook.id,
        key: `prune:${webhook.id}:${i}`,
        event: 'ping',
        payload: {},
        ...(i === 0 ? {} : { sentAt }),
      });
    await repository.prune(webhook.id, 100);
    const rows = await portal.db
      .select({ key: webhookDeliveries.key })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id));
    // The oldest finished ones went; the oldest, still pending, stayed.
    expect(rows).toHaveLength(101);
    expect(rows.map((row) => row.key)).toContain(`prune:${webhook.id}:0`);
    expect(rows.map((row) => row.key)).not.toContain(`prune:${webhook.id}:1`);
    expect(await deliveriesOf(operator, webhook.id)).toHaveLength(100);
    expect((await remove(operator, webhook.id)).status).toBe(200);
  });
});
