import type { ContentItem } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { Link } from '@portal/web-kit';
import '../../components/words.css';
import { useInputText } from '../inputs/input-text.js';
import { textContentKey, valueLabel } from '../text/text-content.js';

export interface TileRow {
  label: string;
  value: string;
}

export interface TileProps {
  title: string;
  rows: TileRow[];
  /** A route (the data page, e.g. '/5123456789/dp/<page>'): the whole tile becomes a link. */
  to?: string | undefined;
  /** Instead of a route: the whole tile becomes a button. */
  onOpen?: (() => void) | undefined;
}

/**
 * The rows of a tile from a widget's contents: each visible text content as label and formatted
 * value (format: key, display value, the content's decimals → text). Other content types have no row.
 */
export function tileRows(
  contents: readonly ContentItem[],
  value: (key: string) => unknown,
  meta: UnitMetadata,
  format: (key: string, value: unknown, decimals?: number) => string,
): TileRow[] {
  const rows: TileRow[] = [];
  for (const content of contents) {
    if (content.type !== 'text' || content.visible === false) continue;
    const key = textContentKey(content);
    if (key === null) continue;
    rows.push({ label: valueLabel(meta, key), value: format(key, value(key), content.parameters?.decimals) });
  }
  return rows;
}

/**
 * A dashboard tile (kachel, spec 2): a title and text rows. With `to` (a route, the data page) or
 * `onOpen` the title is a link or button stretched over the whole tile (Bootstrap's stretched-link),
 * so a tap anywhere opens it and the keyboard reaches it as one stop named by the title.
 */
export function Tile({ title, rows, to, onOpen }: TileProps) {
  const text = useInputText();
  const opener = 'stretched-link text-reset text-decoration-none focus-ring rounded-1';
  const heading =
    to !== undefined ? (
      <Link to={to} className={opener}>
        {title}
      </Link>
    ) : onOpen !== undefined ? (
      <button
        type="button"
        className={`btn btn-link p-0 border-0 fw-semibold text-start ${opener}`}
        onClick={onOpen}
      >
        {title}
      </button>
    ) : (
      title
    );
  const clickable = to !== undefined || onOpen !== undefined;
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column gap-2 p-3" style={{ minHeight: '2.75rem' }}>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <Card.Title as="h3" className="fs-6 fw-semibold mb-0 mfd-words">
            {heading}
          </Card.Title>
          {clickable ? (
            <i
              className="bi bi-chevron-right text-body-secondary flex-shrink-0"
              aria-hidden
              title={text('mf.dashboard.input.tile.open')}
            />
          ) : null}
        </div>
        {rows.length > 0 ? (
          <dl className="mb-0 small">
            {rows.map((row, index) => (
              <div key={index} className="mfd-pair py-1">
                <dt className="fw-normal text-body-secondary mfd-words">{row.label}</dt>
                <dd className="mb-0 fw-semibold mfd-words" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Card.Body>
    </Card>
  );
}
