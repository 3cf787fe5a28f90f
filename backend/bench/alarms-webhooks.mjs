// bench:alarms' webhooks: each browser's user registers one webhook at the bench's receiver (its
// path names the user), when the build has webhooks (/rest/webhooks).

/** Registers a webhook per logged-in user; answers false when the portal has no webhooks. */
export async function registerWebhooks(url, cookies, receiverUrl) {
  const [first] = cookies.values();
  const probe = await fetch(`${url}/rest/webhooks`, { headers: { cookie: first } });
  if (probe.status === 404) return false;
  for (const [login, cookie] of cookies) {
    const answer = await fetch(`${url}/rest/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({ url: `${receiverUrl}/hook/${encodeURIComponent(login)}` }),
    });
    if (!answer.ok) throw new Error(`webhook of ${login}: ${answer.status} ${await answer.text()}`);
  }
  return true;
}

/**
 * The receiver's deliveries of `incident.opened` events for `incidents`, as {incidentId, login, at}
 * (one per POST: a retried delivery that arrived twice counts twice).
 */
export function webhookArrivals(deliveries, incidents) {
  const ids = new Set(incidents.map((incident) => incident.id));
  return deliveries.flatMap(({ path, body, at }) => {
    const match = /^\/hook\/([^/?]+)/.exec(path);
    if (!match || body?.type !== 'incident.opened' || !ids.has(body.incident?.id)) return [];
    return [{ incidentId: body.incident.id, login: decodeURIComponent(match[1]), at }];
  });
}
