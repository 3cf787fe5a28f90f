import type { ChartIncident } from '@portal/contracts';
import type { MessageId } from '@portal/web-kit';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useDurationText, useMomentText } from '../../components/incident-words.js';
import type { ChartPeriod } from '../date-picker/chart-range.js';
import type { ChartTexts } from './chart-options.js';

const axisFormats: Record<ChartPeriod, Intl.DateTimeFormatOptions> = {
  d: { hour: '2-digit', minute: '2-digit' },
  w: { weekday: 'short', day: '2-digit', month: '2-digit' },
  M: { day: '2-digit', month: '2-digit' },
  y: { month: 'short', year: 'numeric' },
  a: { month: 'short', year: 'numeric' },
};

const tooltipFormats: Record<ChartPeriod, Intl.DateTimeFormatOptions> = {
  d: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  w: {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  M: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  y: { month: 'long', year: 'numeric' },
  a: { month: 'long', year: 'numeric' },
};

/** Events name the key as sent when no label is known (a stable function: texts are memoised on it). */
const rawKey = (key: string) => key;

/** People's words (names, notes) in a tooltip's HTML as text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type IncidentTexts = Pick<ChartTexts, 'incident' | 'acknowledgement' | 'incidentLabel'>;

/** An incident's tooltips and band label: what it was, its start, acknowledgement, end and duration. */
function incidentTexts(
  intl: IntlShape,
  moment: (ms: number) => string,
  duration: (ms: number) => string,
): IncidentTexts {
  const say = (id: MessageId, values: Record<string, string | number> = {}) =>
    escapeHtml(intl.formatMessage({ id }, values));
  const note = (text: string) => (text ? `<i>${say('mf.dashboard.incident.note', { note: text })}</i>` : '');
  const heading = (incident: ChartIncident) =>
    `<b>${say(`mf.dashboard.incident.severity.${incident.severity}`)}${incident.code ? ` · ${escapeHtml(incident.code)}` : ''}</b>`;
  const acknowledged = ({ acknowledged: ack }: ChartIncident) =>
    ack
      ? [
          ack.by
            ? say('mf.dashboard.incident.acknowledgedBy', { at: moment(ack.at), name: ack.by })
            : say('mf.dashboard.incident.acknowledged', { at: moment(ack.at) }),
          note(ack.note),
        ]
      : [];
  const ended = ({ resolved }: ChartIncident) => {
    if (!resolved) return [say('mf.dashboard.incident.ongoing')];
    const at = moment(resolved.at);
    if (resolved.by === null)
      return [say('mf.dashboard.incident.resolvedItself', { at }), note(resolved.note)];
    return [
      resolved.by
        ? say('mf.dashboard.incident.closedBy', { at, name: resolved.by })
        : say('mf.dashboard.incident.closed', { at }),
      note(resolved.note),
    ];
  };
  const lasted = (incident: ChartIncident) => {
    const text = duration((incident.resolved?.at ?? Date.now()) - incident.openedAt);
    return incident.resolved
      ? say('mf.dashboard.incident.duration', { duration: text })
      : say('mf.dashboard.incident.since', { duration: text });
  };
  return {
    incident: (incident) =>
      [
        heading(incident),
        escapeHtml(incident.text),
        say('mf.dashboard.incident.started', { at: moment(incident.openedAt) }),
        ...acknowledged(incident),
        ...ended(incident),
        lasted(incident),
      ]
        .filter(Boolean)
        .join('<br/>'),
    acknowledgement: (incident) =>
      [...acknowledged(incident), `${heading(incident)} ${escapeHtml(incident.text)}`]
        .filter(Boolean)
        .join('<br/>'),
    incidentLabel: (incident) =>
      incident.code ??
      intl.formatMessage({
        id:
          incident.kind === 'offline'
            ? 'mf.dashboard.incident.offline'
            : `mf.dashboard.incident.severity.${incident.severity}`,
      }),
  };
}

/**
 * Dates and numbers of a chart in the page's language (react-intl), per period. `keyLabel` names a
 * written data point in event tooltips ('Warmwasser-Solltemperatur', not 'Ww_Ew.Warmwasser.sbSollTemp').
 */
export function useChartTexts(
  period: ChartPeriod,
  keyLabel: (key: string) => string = rawKey,
): ChartTexts & { cellDate: (ms: number) => string } {
  const intl = useIntl();
  const moment = useMomentText();
  const duration = useDurationText();
  return useMemo(
    () => ({
      ...incidentTexts(intl, moment, duration),
      axisDate: (ms) => intl.formatDate(ms, axisFormats[period]),
      tooltipDate: (ms) => intl.formatDate(ms, tooltipFormats[period]),
      cellDate: (ms) => intl.formatDate(ms, tooltipFormats[period === 'y' || period === 'a' ? 'M' : period]),
      number: (value, decimals) =>
        intl.formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      event: (event) =>
        event.kind === 'write'
          ? intl.formatMessage(
              { id: 'mf.dashboard.chart.eventWrite' },
              { user: event.user ?? '?', key: keyLabel(event.key), text: event.text },
            )
          : intl.formatMessage({ id: 'mf.dashboard.chart.eventFault' }, { key: event.key, text: event.text }),
      offline: intl.formatMessage({ id: 'mf.dashboard.chart.offline' }),
      standstill: intl.formatMessage({ id: 'mf.dashboard.chart.standstill' }),
    }),
    [intl, period, keyLabel, moment, duration],
  );
}
