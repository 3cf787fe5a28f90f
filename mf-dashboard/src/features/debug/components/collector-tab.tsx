import { ScrollTable, unitValuesAtom, useAtomValue } from '@portal/web-kit';
import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { collectedKeysAtom } from '../../../unit/collector.js';
import { refreshCurrentValues } from '../../../unit/use-unit.js';
import { formatValue, useFormatOptions } from '../../../widgets/format-value.js';
import { seenKeysAtom, watchCollectedKeys } from '../atoms/seen-keys.js';
import { useUnitMetadata } from '../../../unit/use-metadata.js';
import { debugTable } from './debug-table.js';

// Remember collected keys from when the remote loads, before any page of the unit opens.
watchCollectedKeys();

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ageUnit(ms: number): [number, 'second' | 'minute' | 'hour' | 'day'] {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return [-seconds, 'second'];
  if (seconds < 3600) return [-Math.floor(seconds / 60), 'minute'];
  if (seconds < 86_400) return [-Math.floor(seconds / 3600), 'hour'];
  return [-Math.floor(seconds / 86_400), 'day'];
}

const columns = [
  { id: 'key', end: false },
  { id: 'label', end: false },
  { id: 'users', end: true },
  { id: 'value', end: true },
  { id: 'age', end: true },
] as const;

/** One collected key: how many parts of the page collect it, its current value and that value's age. */
function CollectedKeyRow({ dataKey: key, users, now }: { dataKey: string; users: number; now: number }) {
  const intl = useIntl();
  const meta = useUnitMetadata();
  const current = useAtomValue(unitValuesAtom).get(key);
  const format = useFormatOptions();
  const age = current ? ageUnit(now - current.ts) : null;
  return (
    <tr data-testid="collected-key" data-key={key}>
      <td className="font-monospace text-break">{key}</td>
      <td>{meta?.label(key) ?? key}</td>
      <td className="text-end">
        {users > 0 ? (
          <Badge bg="primary" pill>
            {users}
          </Badge>
        ) : (
          <span className="text-body-secondary fst-italic text-nowrap">
            <FormattedMessage id="mf.dashboard.debug.collector.released" />
          </span>
        )}
      </td>
      <td className="text-end text-nowrap" data-column="value">
        {current && meta ? formatValue(meta, key, current.value, format) : '–'}
      </td>
      <td className="text-end text-nowrap text-body-secondary" data-column="age">
        {age ? intl.formatRelativeTime(age[0], age[1], { numeric: 'auto' }) : '–'}
      </td>
    </tr>
  );
}

/** The collector's keys (spec 7 "collect keys") with label, current value and its age. */
export function CollectorTab({ sn }: { sn: string }) {
  const collected = useAtomValue(collectedKeysAtom);
  const seen = useAtomValue(seenKeysAtom);
  const now = useNow(1000);
  const [refreshing, setRefreshing] = useState(false);
  const keys = [...new Set([...collected.keys(), ...seen])].sort();

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshCurrentValues(sn, keys);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="text-body-secondary small mb-0 me-auto">
          <FormattedMessage id="mf.dashboard.debug.collector.intro" />
          {keys.length > 0 ? (
            <span className="d-block" data-testid="collector-count">
              <FormattedMessage
                id="mf.dashboard.debug.collector.count"
                values={{ count: keys.length, active: collected.size }}
              />
            </span>
          ) : null}
        </p>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => void refresh()}
          disabled={refreshing || keys.length === 0}
        >
          {refreshing ? (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden />
          ) : (
            <i className="bi bi-arrow-repeat me-1" aria-hidden />
          )}
          <FormattedMessage id="mf.dashboard.debug.collector.refresh" />
        </Button>
      </div>
      <ScrollTable
        {...debugTable}
        empty={keys.length === 0 ? <FormattedMessage id="mf.dashboard.debug.collector.empty" /> : null}
        head={columns.map(({ id, end }) => (
          <th key={id} scope="col" className={end ? 'text-end' : undefined}>
            <FormattedMessage id={`mf.dashboard.debug.collector.${id}`} />
          </th>
        ))}
      >
        {keys.map((key) => (
          <CollectedKeyRow key={key} dataKey={key} users={collected.get(key) ?? 0} now={now} />
        ))}
      </ScrollTable>
    </>
  );
}
