import type { ChartIncident, Incident } from '@portal/contracts';

const ms = (iso: string) => Date.parse(iso);

/** An incident as a chart draws it: times in ms, people by name (the demo sees none). */
export function chartIncident(incident: Incident): ChartIncident {
  const { acknowledged, resolved } = incident;
  return {
    id: incident.id,
    kind: incident.kind,
    severity: incident.severity,
    code: incident.code,
    text: incident.text,
    state: incident.state,
    openedAt: ms(incident.openedAt),
    acknowledged: acknowledged
      ? {
          at: ms(acknowledged.at),
          by: acknowledged.by.name || acknowledged.by.login,
          note: acknowledged.note,
        }
      : null,
    resolved: resolved
      ? {
          at: ms(resolved.at),
          by: resolved.by ? resolved.by.name || resolved.by.login : null,
          note: resolved.note,
        }
      : null,
  };
}
