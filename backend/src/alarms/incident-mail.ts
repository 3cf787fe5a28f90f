import type { Incident, Language } from '@portal/contracts';

// The mails of an incident (issue 42): one when it starts, one when it is over, in the recipient's
// language and the portal's name, with where to look.

export type MailedEvent = 'opened' | 'resolved';

interface Words {
  started: string;
  over: string;
  unit: string;
  location: string;
  since: string;
  advice: string;
  look: string;
  closedBy: (name: string) => string;
  cleared: string;
  footer: (portal: string) => string;
}

const words: Record<Language, Words> = {
  'de-de': {
    started: 'Alarm',
    over: 'Behoben',
    unit: 'Anlage',
    location: 'Standort',
    since: 'Seit',
    advice: 'Empfehlung',
    look: 'Ansehen',
    closedBy: (name) => `Geschlossen von ${name}.`,
    cleared: 'Die Anlage meldet die Ursache nicht mehr.',
    footer: (portal) => `Diese Nachricht schickt Ihnen das ${portal} für die Anlagen, die Sie betreuen.`,
  },
  'en-gb': {
    started: 'Alarm',
    over: 'Resolved',
    unit: 'Unit',
    location: 'Location',
    since: 'Since',
    advice: 'Advice',
    look: 'View',
    closedBy: (name) => `Closed by ${name}.`,
    cleared: 'The unit no longer reports the cause.',
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

/** Subject and text of an incident's start or end for one recipient. */
export function incidentMail(
  incident: Incident,
  event: MailedEvent,
  context: { language: Language; portalName: string; baseUrl: string },
): { subject: string; text: string } {
  const w = words[context.language];
  const what = incident.code ? `${incident.code} ${incident.text}` : incident.text;
  const lines = [
    `${w.unit}: ${incident.unitName} (SN ${incident.sn})`,
    ...(incident.locationName ? [`${w.location}: ${incident.locationName}`] : []),
    `${what}`,
    `${w.since}: ${when(incident.openedAt, context.language)}`,
  ];
  if (event === 'opened' && incident.advice) lines.push('', `${w.advice}: ${incident.advice}`);
  if (event === 'resolved')
    lines.push('', incident.resolved?.by ? w.closedBy(incident.resolved.by.name) : w.cleared);
  lines.push('', `${w.look}: ${context.baseUrl}/alarms`, `${context.baseUrl}/${incident.sn}/errors`);
  lines.push('', '--', w.footer(context.portalName));
  return {
    subject: `[${context.portalName}] ${event === 'opened' ? w.started : w.over}: ${incident.unitName} – ${what}`,
    text: `${lines.join('\n')}\n`,
  };
}
