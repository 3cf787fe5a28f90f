// bench:alarms' figures: latencies from each injection to what it caused, messages per incident,
// channel and recipient, and the summary table with issue 42's targets.

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const sortedOf = (list) => [...list].sort((a, b) => a - b);
const seconds = (ms) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/**
 * Joins what happened: `injections` ({kind: 'fault'|'silence', sn, at}), `incidents` ({id, sn, kind,
 * insertedAt} of the bench's units), `outbox` rows ({id, incidentId, login, key}), received `mails`
 * ({outboxId, at}), live `alarms` ({login, id, state, at}), `hooks` ({incidentId, login, at} or
 * undefined when the build has no webhooks); `recipients(sn)`: the logins that must be told of sn;
 * `severityChanges`: per incident id how often its severity changed (a fault found locking), each a
 * change browsers are told of besides its opening (mails and webhooks tell only the opening).
 */
export function analyse({
  injections,
  incidents,
  outbox,
  mails,
  alarms,
  hooks,
  recipients,
  graceMs,
  severityChanges,
}) {
  const byIncident = new Map(incidents.map((incident) => [incident.id, incident]));
  const outboxById = new Map(outbox.map((row) => [row.id, row]));
  const injected = new Map(injections.map((injection) => [`${injection.kind} ${injection.sn}`, injection]));
  /** The injection an incident answers: a fault incident a fault, an offline one a silence. */
  const causeOf = (incident) =>
    injected.get(`${incident.kind === 'offline' ? 'silence' : 'fault'} ${incident.sn}`);
  const answered = incidents.filter(
    (incident) => causeOf(incident) && ['fault', 'offline'].includes(incident.kind),
  );
  const unexpected = incidents.filter((incident) => !answered.includes(incident));

  const faultIncidents = answered.filter((incident) => incident.kind === 'fault');
  const toIncident = faultIncidents.map((incident) => incident.insertedAt - causeOf(incident).at);
  const offlineErrors = answered
    .filter((incident) => incident.kind === 'offline')
    .map((incident) => incident.insertedAt - causeOf(incident).at - graceMs);

  // Per channel: the first arrival per (incident, recipient) for latencies; all arrivals for counts.
  const channels = {
    portal: alarms
      .filter((alarm) => alarm.state === 'open' && byIncident.has(alarm.id))
      .map((alarm) => ({ incidentId: alarm.id, login: alarm.login, at: alarm.at })),
    email: mails.flatMap((mail) => {
      const row = outboxById.get(mail.outboxId);
      return row?.incidentId && byIncident.has(row.incidentId) && row.key.includes(':opened:')
        ? [{ incidentId: row.incidentId, login: row.login, at: mail.at }]
        : [];
    }),
    ...(hooks && { webhook: hooks.filter((hook) => byIncident.has(hook.incidentId)) }),
  };
  const latencies = {};
  const counts = {};
  for (const [channel, arrivals] of Object.entries(channels)) {
    const first = new Map();
    const count = new Map();
    for (const arrival of arrivals) {
      const key = `${arrival.incidentId} ${arrival.login}`;
      count.set(key, (count.get(key) ?? 0) + 1);
      if (!first.has(key) || first.get(key) > arrival.at) first.set(key, arrival.at);
    }
    latencies[channel] = [...first]
      .map(([key, at]) => [byIncident.get(Number(key.split(' ')[0])), at])
      .filter(([incident]) => incident.kind === 'fault' && causeOf(incident))
      .map(([incident, at]) => at - causeOf(incident).at);
    // Exactly one per incident (in the portal: per change of it) and each recipient who must be
    // told; others told are listed apart.
    const changesOf = (id) => (channel === 'portal' ? 1 + (severityChanges.get(id) ?? 0) : 1);
    const expected = answered.flatMap((incident) =>
      recipients(incident.sn).map((login) => `${incident.id} ${login}`),
    );
    const expectedSet = new Set(expected);
    const perRecipient = expected.map((key) => (count.get(key) ?? 0) / changesOf(Number(key.split(' ')[0])));
    counts[channel] = {
      expected: expected.length,
      min: perRecipient.length ? Math.min(...perRecipient) : NaN,
      max: perRecipient.length ? Math.max(...perRecipient) : NaN,
      missed: expected.filter((key) => !count.has(key)),
      duplicated: expected
        .filter((key) => (count.get(key) ?? 0) > changesOf(Number(key.split(' ')[0])))
        .map((key) => `${key} ×${count.get(key)}`),
      others: [...count.keys()].filter((key) => !expectedSet.has(key)),
    };
  }
  return {
    injected: {
      faults: injections.filter((i) => i.kind === 'fault').length,
      silences: injections.filter((i) => i.kind === 'silence').length,
    },
    faultIncidents: faultIncidents.length,
    becameLocking: answered.filter((incident) => severityChanges.has(incident.id)).length,
    offlineIncidents: offlineErrors.length,
    unexpected,
    toIncident: sortedOf(toIncident),
    offlineErrors: sortedOf(offlineErrors),
    latencies: Object.fromEntries(
      Object.entries(latencies).map(([channel, list]) => [channel, sortedOf(list)]),
    ),
    counts,
  };
}

const verdict = (met) => (met ? 'PASS' : 'MISS');

/** The summary rows: figure, value, target, PASS/MISS ('' where the issue sets no target). */
export function summaryRows(result, cpu, { graceSeconds, hooksMeasured }) {
  const { latencies, counts, toIncident, offlineErrors } = result;
  const under = (list, limitMs) => {
    const p99 = percentile(list, 99);
    return [seconds(p99), `p99 < ${limitMs / 1000} s`, list.length ? verdict(p99 < limitMs) : 'MISS'];
  };
  const rows = [
    [
      'fault → incident p50 / p99',
      `${seconds(percentile(toIncident, 50))} / ${seconds(percentile(toIncident, 99))}`,
      '',
      '',
    ],
    ['fault → in-portal message p99', ...under(latencies.portal, 2000)],
    ['fault → e-mail handed to SMTP p99', ...under(latencies.email, 10_000)],
    hooksMeasured
      ? ['fault → webhook delivered p99', ...under(latencies.webhook, 10_000)]
      : ['fault → webhook delivered p99', 'not measured (no webhooks in this build)', 'p99 < 10 s', ''],
  ];
  const worst = offlineErrors.length ? Math.max(...offlineErrors.map(Math.abs)) : NaN;
  rows.push([
    `offline alarm − silence − grace (${graceSeconds} s): p50 / max`,
    `${seconds(percentile(offlineErrors, 50))} / ${seconds(offlineErrors.at(-1))} (|max| ${seconds(worst)})`,
    '±30 s',
    offlineErrors.length === result.injected.silences ? verdict(worst <= 30_000) : 'MISS',
  ]);
  for (const [channel, c] of Object.entries(counts))
    rows.push([
      channel === 'portal'
        ? 'in-portal messages per incident change and recipient: min / max'
        : `${channel === 'email' ? 'e-mails' : 'webhook deliveries'} per incident and recipient: min / max`,
      `${c.min} / ${c.max} over ${c.expected} (missed ${c.missed.length}, duplicated ${c.duplicated.length})`,
      'exactly 1',
      verdict(c.expected > 0 && c.min === 1 && c.max === 1),
    ]);
  rows.push([
    'portal CPU: quiet before / faults / quiet after',
    `${cpu.before.toFixed(1)} % / ${cpu.during.toFixed(1)} % / ${cpu.after.toFixed(1)} %`,
    '',
    '',
  ]);
  rows.push([
    'CPU added by the alarms (faults − mean of the quiet windows)',
    `${cpu.added >= 0 ? '+' : ''}${cpu.added.toFixed(1)} % of a core (${cpu.addedSeconds.toFixed(1)} CPU s)`,
    'relative to this run',
    '',
  ]);
  return rows.map(([figure, value, target, result]) => ({ figure, value, target, result }));
}
