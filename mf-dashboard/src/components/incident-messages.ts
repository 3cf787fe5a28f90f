import { defineCatalogue } from '@portal/web-kit';

/**
 * Texts of a unit's incidents (issue 42) wherever this remote shows them: the errors page's history
 * and the charts' bands. The page calls them 'Meldungen', as it calls what the unit reports.
 */
export const incidentMessages = defineCatalogue({
  'de-de': {
    'mf.dashboard.incident.severity.locking': 'Verriegelnde Störung',
    'mf.dashboard.incident.severity.fault': 'Störung',
    'mf.dashboard.incident.severity.warning': 'Warnung',
    'mf.dashboard.incident.severity.info': 'Hinweis',
    'mf.dashboard.incident.offline': 'Offline',
    'mf.dashboard.incident.minutes': '{minutes} Min.',
    'mf.dashboard.incident.hours': '{hours} Std. {minutes} Min.',
    'mf.dashboard.incident.days': '{days} Tg. {hours} Std.',
    'mf.dashboard.incident.since': 'seit {duration}',
    'mf.dashboard.incident.started': 'Begonnen {at}',
    'mf.dashboard.incident.acknowledged': 'Quittiert {at}',
    'mf.dashboard.incident.acknowledgedBy': 'Quittiert {at} von {name}',
    'mf.dashboard.incident.closedBy': 'Beendet {at} von {name}',
    'mf.dashboard.incident.closed': 'Beendet {at}',
    'mf.dashboard.incident.resolvedItself': 'Von selbst behoben {at}',
    'mf.dashboard.incident.ongoing': 'Besteht noch',
    'mf.dashboard.incident.note': '„{note}“',
    'mf.dashboard.incident.advice': 'Empfehlung: {advice}',
    'mf.dashboard.incident.duration': 'Dauer {duration}',
  },
  'en-gb': {
    'mf.dashboard.incident.severity.locking': 'Locking fault',
    'mf.dashboard.incident.severity.fault': 'Fault',
    'mf.dashboard.incident.severity.warning': 'Warning',
    'mf.dashboard.incident.severity.info': 'Info',
    'mf.dashboard.incident.offline': 'Offline',
    'mf.dashboard.incident.minutes': '{minutes} min',
    'mf.dashboard.incident.hours': '{hours} h {minutes} min',
    'mf.dashboard.incident.days': '{days} d {hours} h',
    'mf.dashboard.incident.since': 'for {duration}',
    'mf.dashboard.incident.started': 'Started {at}',
    'mf.dashboard.incident.acknowledged': 'Acknowledged {at}',
    'mf.dashboard.incident.acknowledgedBy': 'Acknowledged {at} by {name}',
    'mf.dashboard.incident.closedBy': 'Ended {at} by {name}',
    'mf.dashboard.incident.closed': 'Ended {at}',
    'mf.dashboard.incident.resolvedItself': 'Cleared by itself {at}',
    'mf.dashboard.incident.ongoing': 'Still there',
    'mf.dashboard.incident.note': '“{note}”',
    'mf.dashboard.incident.advice': 'Advice: {advice}',
    'mf.dashboard.incident.duration': 'Duration {duration}',
  },
});
