import type { Incident, Language } from '@portal/contracts';

// The mails of an incident (issue 42): one when it starts, one when it is over, reminders and
// escalations while nobody acknowledges it, and the daily digest — in the recipient's language and
// the portal's name, with where to look.

export type MailedEvent = 'opened' | 'resolved' | 'reminder' | 'escalated';

interface Words {
  started: string;
  /** An advice incident's opening: a warning before failure, not an alarm. */
  earlyWarning: string;
  over: string;
  reminder: string;
  escalated: string;
  unacknowledged: string;
  digest: (count: number) => string;
  digestIntro: string;
  stillOpen: string;
  unit: string;
  location: string;
  since: string;
  advice: string;
  look: string;
  closedBy: (name: string) => string;
  cleared: string;
  adviceCleared: string;
  footer: (portal: string) => string;
}

const words: Record<Language, Words> = {
  'de-de': {
    started: 'Alarm',
    earlyWarning: 'Frühwarnung',
    over: 'Behoben',
    reminder: 'Erinnerung',
    escalated: 'Weitergeleitet',
    unacknowledged: 'Niemand hat diese Meldung bisher bestätigt.',
    digest: (count) => `Tagesübersicht: ${count} ${count === 1 ? 'Meldung' : 'Meldungen'}`,
    digestIntro: 'Meldungen der letzten 24 Stunden:',
    stillOpen: 'noch offen',
    unit: 'Anlage',
    location: 'Standort',
    since: 'Seit',
    advice: 'Empfehlung',
    look: 'Ansehen',
    closedBy: (name) => `Geschlossen von ${name}.`,
    cleared: 'Die Anlage meldet die Ursache nicht mehr.',
    adviceCleared: 'Der Verlauf der Anlage zeigt es nicht mehr.',
    footer: (portal) => `Diese Nachricht schickt Ihnen das ${portal} für die Anlagen, die Sie betreuen.`,
  },
  'en-gb': {
    started: 'Alarm',
    earlyWarning: 'Early warning',
    over: 'Resolved',
    reminder: 'Reminder',
    escalated: 'Escalated',
    unacknowledged: 'Nobody has acknowledged this incident yet.',
    digest: (count) => `Daily digest: ${count} ${count === 1 ? 'incident' : 'incidents'}`,
    digestIntro: 'Incidents of the last 24 hours:',
    stillOpen: 'still open',
    unit: 'Unit',
    location: 'Location',
    since: 'Since',
    advice: 'Advice',
    look: 'View',
    closedBy: (name) => `Closed by ${name}.`,
    cleared: 'The unit no longer reports the cause.',
    adviceCleared: "The unit's history no longer shows it.",
    footer: (portal) => `${portal} sends you this message for the units you look after.`,
  },
};

function when(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de-de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

interface MailContext {
  language: Language;
  portalName: string;
  baseUrl: string;
}

const headline = (w: Words, event: MailedEvent, incident: Incident) =>
  ({
    opened: incident.kind === 'advice' ? w.earlyWarning : w.started,
    resolved: w.over,
    reminder: w.reminder,
    escalated: w.escalated,
  })[event];

const what = (incident: Incident) => (incident.code ? `${incident.code} ${incident.text}` : incident.text);

const footer = (w: Words, context: MailContext) => ['', '--', w.footer(context.portalName)];

/** Subject and text of one event of an incident for one recipient. */
export function incidentMail(
  incident: Incident,
  event: MailedEvent,
  context: MailContext,
): { subject: string; text: string } {
  const w = words[context.language];
  const lines = [
    `${w.unit}: ${incident.unitName} (SN ${incident.sn})`,
    ...(incident.locationName ? [`${w.location}: ${incident.locationName}`] : []),
    what(incident),
    `${w.since}: ${when(incident.openedAt, context.language)}`,
  ];
  if (event === 'reminder' || event === 'escalated') lines.push('', w.unacknowledged);
  if (event !== 'resolved' && incident.advice) lines.push('', `${w.advice}: ${incident.advice}`);
  if (event === 'resolved')
    lines.push(
      '',
      incident.resolved?.by
        ? w.closedBy(incident.resolved.by.name)
        : incident.kind === 'advice'
          ? w.adviceCleared
          : w.cleared,
    );
  lines.push('', `${w.look}: ${context.baseUrl}/alarms`, `${context.baseUrl}/${incident.sn}/errors`);
  lines.push(...footer(w, context));
  return {
    subject: `[${context.portalName}] ${headline(w, event, incident)}: ${incident.unitName} – ${what(incident)}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** One mail with a day's incidents instead of a mail each (the user's choice). */
export function digestMail(
  incidents: readonly Incident[],
  context: MailContext,
): { subject: string; text: string } {
  const w = words[context.language];
  const lines = [w.digestIntro, ''];
  for (const incident of incidents) {
    const end = incident.resolved ? `${w.over} ${when(incident.resolved.at, context.language)}` : w.stillOpen;
    lines.push(
      `- ${when(incident.openedAt, context.language)}  ${incident.unitName} (SN ${incident.sn}): ${what(incident)} – ${end}`,
    );
  }
  lines.push('', `${w.look}: ${context.baseUrl}/alarms`, ...footer(w, context));
  return {
    subject: `[${context.portalName}] ${w.digest(incidents.length)}`,
    text: `${lines.join('\n')}\n`,
  };
}
