import { ScrollTable, useUiText } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LogEntry } from '../../../unit/unit-log.js';

interface Point {
  ts: number;
  value: number;
}

function isPoints(value: unknown): value is Point[] {
  return (
    Array.isArray(value) &&
    value.every(
      (point) =>
        typeof point === 'object' &&
        point !== null &&
        typeof (point as Point).ts === 'number' &&
        typeof (point as Point).value === 'number',
    )
  );
}

const width = 320;
const height = 72;

/** The points as a line; values scaled to the box, time on the x axis. */
export function Sparkline({ points, label }: { points: readonly Point[]; label: string }) {
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const first = points[0]?.ts ?? 0;
  const span = (points[points.length - 1]?.ts ?? 0) - first || 1;
  const x = (ts: number) => (points.length === 1 ? width / 2 : ((ts - first) / span) * (width - 8) + 4);
  const y = (value: number) =>
    max === min ? height / 2 : height - 4 - ((value - min) / (max - min)) * (height - 8);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className="d-block bg-body-tertiary rounded-2"
    >
      <polyline
        fill="none"
        stroke="var(--bs-primary)"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        points={points.map((point) => `${x(point.ts).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')}
      />
    </svg>
  );
}

function TrendingBody({ entry, points }: { entry: LogEntry; points: readonly Point[] }) {
  const intl = useIntl();
  if (points.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="mf.dashboard.debug.dialog.noPoints" />
      </p>
    );
  }
  const values = points.map((point) => point.value);
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });
  const key = entry.board ? `${entry.board}.${entry.dataPoint}` : entry.dataPoint;
  return (
    <>
      <Sparkline
        points={points}
        label={intl.formatMessage({ id: 'mf.dashboard.debug.dialog.chart' }, { key })}
      />
      <dl className="d-flex flex-wrap gap-4 small my-3">
        {(
          [
            ['min', Math.min(...values)],
            ['max', Math.max(...values)],
            ['last', values[values.length - 1] ?? 0],
          ] as const
        ).map(([id, value]) => (
          <div key={id} data-stat={id}>
            <dt className="fw-normal text-body-secondary">
              <FormattedMessage id={`mf.dashboard.debug.dialog.${id}`} />
            </dt>
            <dd className="mb-0 fw-semibold">{number(value)}</dd>
          </div>
        ))}
      </dl>
      <ScrollTable
        size="sm"
        striped
        className="mb-0 small"
        maxHeight="40vh"
        head={
          <>
            <th scope="col">
              <FormattedMessage id="mf.dashboard.debug.dialog.time" />
            </th>
            <th scope="col" className="text-end">
              <FormattedMessage id="mf.dashboard.debug.dialog.value" />
            </th>
          </>
        }
      >
        {[...points].reverse().map((point) => (
          <tr key={point.ts}>
            <td>{intl.formatDate(new Date(point.ts), { format: 'longSeconds' })}</td>
            <td className="text-end font-monospace">{number(point.value)}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

/** The trending-data dialog of a log entry (spec 3 "Log entry": every type but value updates). */
export function LogEntryDialog({
  entry,
  show,
  onClose,
}: {
  /** Kept while the dialog fades out after closing. */
  entry: LogEntry | null;
  show: boolean;
  onClose: () => void;
}) {
  const ui = useUiText();
  const intl = useIntl();
  const key = entry ? [entry.board, entry.dataPoint].filter(Boolean).join('.') : '';
  return (
    <Modal
      show={show && entry !== null}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="debug-entry-title"
    >
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title id="debug-entry-title" className="h5">
          <FormattedMessage id="mf.dashboard.debug.dialog.title" />
          {entry ? <span className="ms-2 badge text-bg-secondary fw-normal fs-6">{entry.type}</span> : null}
        </Modal.Title>
      </Modal.Header>
      {entry ? (
        <Modal.Body>
          <p className="small text-body-secondary mb-3">
            {key ? <span className="font-monospace me-2">{key}</span> : null}
            <FormattedMessage
              id="mf.dashboard.debug.dialog.received"
              values={{ date: intl.formatDate(new Date(entry.date), { format: 'longSeconds' }) }}
            />
          </p>
          {entry.type === 'TRENDING' && isPoints(entry.value) ? (
            <TrendingBody entry={entry} points={entry.value} />
          ) : (
            <pre className="bg-body-tertiary rounded-2 p-3 small mb-0" style={{ whiteSpace: 'pre-wrap' }}>
              {JSON.stringify(entry.value, null, 2)}
            </pre>
          )}
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="mf.dashboard.debug.dialog.close" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
