import type { Incident } from '@portal/contracts';
import { FleetTable } from '../../../components/fleet-table.js';
import { SeverityBadge } from '../../../components/severity.js';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { ActionsPart, MessagePart, StatePart, UnitPart, useTimeText } from './incident-parts.js';
import type { NoteAction } from './note-dialog.js';

export interface IncidentViewProps {
  incidents: readonly Incident[];
  /** Absent for the demo: the list shows without actions. */
  onAction?: (incident: Incident, action: NoteAction) => void;
  showSerial: boolean;
}

const columns: FleetMessageId[] = [
  'mf.fleet.alarms.column.severity',
  'mf.fleet.alarms.column.unit',
  'mf.fleet.alarms.column.message',
  'mf.fleet.alarms.column.opened',
  'mf.fleet.alarms.column.state',
];

/** The incidents as a table (tablets and desktops), newest first as the server sends them. */
export function IncidentTable({ incidents, onAction, showSerial }: IncidentViewProps) {
  const time = useTimeText();
  const head = [...columns, ...(onAction ? ['mf.fleet.alarms.column.actions' as const] : [])];
  return (
    <FleetTable columns={head}>
      {incidents.map((incident) => (
        <tr key={incident.id} data-testid={`incident-${incident.id}`}>
          <td>
            <SeverityBadge severity={incident.severity} />
          </td>
          <td>
            <UnitPart incident={incident} showSerial={showSerial} />
          </td>
          <td>
            <MessagePart incident={incident} />
          </td>
          <td className="text-nowrap">{time(incident.openedAt)}</td>
          <td>
            <StatePart incident={incident} />
          </td>
          {onAction ? (
            <td>
              <ActionsPart incident={incident} onAction={onAction} />
            </td>
          ) : null}
        </tr>
      ))}
    </FleetTable>
  );
}
