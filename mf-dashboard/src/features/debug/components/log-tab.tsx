import { ScrollTable, useAtomValue } from '@portal/web-kit';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type LogEntry,
  type LogType,
  clearLog,
  loggingUnitsAtom,
  maxLogEntries,
  setLogging,
  unitLogsAtom,
} from '../../../unit/unit-log.js';
import { LogEntryDialog } from './log-entry-dialog.js';
import { debugTable } from './debug-table.js';

const typeColours: Record<LogType, string> = {
  UPDATE_CANIPVALUE: 'primary',
  ARCHIVE: 'secondary',
  TRENDING: 'info',
  HKA_STORE: 'warning',
  INFO: 'dark',
};

const noEntries: readonly LogEntry[] = [];

function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** A short line for entries whose data open in the dialog. */
function Summary({ entry }: { entry: LogEntry }) {
  const value = entry.value as Record<string, unknown> | unknown[] | null;
  if (entry.type === 'TRENDING' && Array.isArray(value))
    return <FormattedMessage id="mf.dashboard.debug.log.points" values={{ count: value.length }} />;
  if (entry.type === 'ARCHIVE' && value && !Array.isArray(value))
    return (
      <FormattedMessage id="mf.dashboard.debug.log.archived" values={{ count: Number(value['count']) }} />
    );
  if (entry.type === 'HKA_STORE' && value && !Array.isArray(value))
    return <>{rawText(value['updateType'])}</>;
  if (entry.type === 'INFO' && value && !Array.isArray(value)) return <>{rawText(value['level'])}</>;
  return null;
}

const columns = ['date', 'type', 'board', 'dataPoint', 'value'] as const;

/** One live message; all but value updates open their data in the dialog. */
function LogEntryRow({ entry, onOpen }: { entry: LogEntry; onOpen: (entry: LogEntry) => void }) {
  const intl = useIntl();
  const update = entry.type === 'UPDATE_CANIPVALUE';
  return (
    <tr
      data-testid="log-entry"
      data-type={entry.type}
      onClick={() => onOpen(entry)}
      style={update ? undefined : { cursor: 'pointer' }}
    >
      <td className="text-nowrap font-monospace">
        {intl.formatTime(new Date(entry.date), { format: 'hhmmss' })}
      </td>
      <td>
        <Badge bg={typeColours[entry.type]} className="fw-normal">
          {entry.type}
        </Badge>
      </td>
      <td className="text-nowrap">{entry.board}</td>
      <td className="font-monospace text-break">{entry.dataPoint}</td>
      <td className="font-monospace text-break">
        {update ? (
          rawText(entry.value)
        ) : (
          <span className="d-flex align-items-center gap-2 font-sans-serif">
            <span className="text-body-secondary">
              <Summary entry={entry} />
            </span>
            <Button
              variant="link"
              size="sm"
              className="p-0 ms-auto"
              aria-label={intl.formatMessage(
                { id: 'mf.dashboard.debug.log.detailsOf' },
                { type: entry.type },
              )}
            >
              <FormattedMessage id="mf.dashboard.debug.log.details" />
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

/** The unit's live-message log: on/off per unit, newest first, capped, clearable. */
export function LogTab({ sn }: { sn: string }) {
  const logging = useAtomValue(loggingUnitsAtom).has(sn);
  const entries = useAtomValue(unitLogsAtom).get(sn) ?? noEntries;
  const [selected, setSelected] = useState<LogEntry | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openEntry = (entry: LogEntry) => {
    // Value updates show everything in their row.
    if (entry.type === 'UPDATE_CANIPVALUE') return;
    setSelected(entry);
    setDialogOpen(true);
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Form.Check
          type="switch"
          id={`debug-logging-${sn}`}
          checked={logging}
          onChange={(event) => setLogging(sn, event.target.checked)}
          label={<FormattedMessage id="mf.dashboard.debug.log.toggle" />}
          className="mb-0"
        />
        <span className="text-body-secondary small ms-md-auto" data-testid="log-count">
          <FormattedMessage id="mf.dashboard.debug.log.count" values={{ count: entries.length }} />
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => clearLog(sn)}
          disabled={entries.length === 0}
        >
          <i className="bi bi-trash3 me-1" aria-hidden />
          <FormattedMessage id="mf.dashboard.debug.log.clear" />
        </Button>
      </div>
      <ScrollTable
        {...debugTable}
        empty={
          entries.length === 0 ? (
            <FormattedMessage id={logging ? 'mf.dashboard.debug.log.empty' : 'mf.dashboard.debug.log.off'} />
          ) : null
        }
        head={columns.map((id) => (
          <th key={id} scope="col">
            <FormattedMessage id={`mf.dashboard.debug.log.${id}`} />
          </th>
        ))}
      >
        {entries.map((entry) => (
          <LogEntryRow key={entry.id} entry={entry} onOpen={openEntry} />
        ))}
      </ScrollTable>
      {entries.length >= maxLogEntries ? (
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage id="mf.dashboard.debug.log.limit" values={{ max: maxLogEntries }} />
        </p>
      ) : null}
      <LogEntryDialog entry={selected} show={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
