import type { LiveMessage } from '@portal/contracts';
import { liveSocket, portalStore, atom } from '@portal/web-kit';

// The debug log of spec 2 "/:sn/debug" and spec 4 "Websocket": live messages of the units whose
// logging is on, recorded by one module-level subscription for as long as the portal runs, so the
// log keeps filling while the user looks at other pages.

export type LogType = 'UPDATE_CANIPVALUE' | 'ARCHIVE' | 'TRENDING' | 'HKA_STORE' | 'INFO';

export interface LogEntry {
  id: number;
  /** When the message arrived (ms since the epoch). */
  date: number;
  type: LogType;
  board: string;
  dataPoint: string;
  value: unknown;
}

/** Entries kept per unit; older ones drop off. */
export const maxLogEntries = 500;

/** Serials whose logging is on. */
export const loggingUnitsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Entries per serial, newest first. */
export const unitLogsAtom = atom<ReadonlyMap<string, readonly LogEntry[]>>(new Map());

let nextId = 1;

type Recorded = Omit<LogEntry, 'id' | 'date'> & { sn: string | null };

/** What a live message means for the log; `sn` null: a notice for every logged unit. */
export function logEntryOf(message: LiveMessage): Recorded | null {
  switch (message.action) {
    case 'CanipValue': {
      const { sn, boardName, dataPointName, index, value } = message.data;
      const dataPoint = index === null ? dataPointName : `${dataPointName}[${index}]`;
      return { sn, type: 'UPDATE_CANIPVALUE', board: boardName, dataPoint, value };
    }
    case 'CanipArchive': {
      const { sn, ...value } = message.data;
      return { sn, type: 'ARCHIVE', board: '', dataPoint: '', value };
    }
    case 'Trending': {
      const { sn, key, points } = message.data;
      const dot = key.indexOf('.');
      return {
        sn,
        type: 'TRENDING',
        board: dot < 0 ? '' : key.slice(0, dot),
        dataPoint: dot < 0 ? key : key.slice(dot + 1),
        value: points,
      };
    }
    case 'HkaStore':
      return { sn: message.sn, type: 'HKA_STORE', board: '', dataPoint: '', value: message.data };
    case 'Info':
      return { sn: null, type: 'INFO', board: '', dataPoint: message.data.key, value: message.data };
    default:
      return null;
  }
}

function record(message: LiveMessage): void {
  const logging = portalStore.get(loggingUnitsAtom);
  if (logging.size === 0) return;
  const recorded = logEntryOf(message);
  if (!recorded) return;
  const { sn, ...fields } = recorded;
  const targets = sn === null ? [...logging] : logging.has(sn) ? [sn] : [];
  if (targets.length === 0) return;
  const date = Date.now();
  portalStore.set(unitLogsAtom, (logs) => {
    const next = new Map(logs);
    for (const target of targets) {
      const entry: LogEntry = { id: nextId++, date, ...fields };
      next.set(target, [entry, ...(logs.get(target) ?? [])].slice(0, maxLogEntries));
    }
    return next;
  });
}

let unsubscribe: (() => void) | undefined;

/** Starts the recorder once; it listens while the portal runs (cheap while no unit is logged). */
export function startLogRecorder(): void {
  unsubscribe ??= liveSocket.subscribe(record);
}

export function setLogging(sn: string, on: boolean): void {
  startLogRecorder();
  portalStore.set(loggingUnitsAtom, (current) => {
    const next = new Set(current);
    if (on) next.add(sn);
    else next.delete(sn);
    return next;
  });
}

export function clearLog(sn: string): void {
  portalStore.set(unitLogsAtom, (logs) => {
    const next = new Map(logs);
    next.delete(sn);
    return next;
  });
}
