import { ScrollRegion, type UnitMetadata, useScreenSize } from '@portal/web-kit';
import Table from 'react-bootstrap/Table';
import type { ContentOf, ContentProps } from '../content-props.js';
import { formatValue, useFormatOptions } from '../format-value.js';
import { useInputText } from '../inputs/input-text.js';

export interface TableModel {
  /** Header texts of the value columns. */
  columns: string[];
  /** Every row has exactly one key (or null for an empty cell) per column. */
  rows: { label: string; keys: (string | null)[] }[];
  /** Rows are array indexes (dataPoints form): the first column is numbered. */
  indexed: boolean;
}

/** A dataPoints entry as a key: a full key when the catalog knows it, else a name on the content's board. */
function resolveKey(entry: string, board: string | undefined, meta: UnitMetadata): string {
  if (meta.dataPoint(entry) || !board) return entry;
  return `${board}.${entry}`;
}

/**
 * Spec 2 "columns are data points, rows aligned by index". Either the explicit form (parameters.rows
 * with one key per column, null for an empty cell) or array data points (content.dataPoints): each
 * one a column, row n showing item [n] of each. Rows are padded so every cell lines up under its header.
 */
export function tableModel(content: ContentOf<'table'>, meta: UnitMetadata): TableModel {
  const columnLabels = content.parameters.columns.map((column) =>
    column.label ? meta.screenText(column.label) : '',
  );
  if (content.dataPoints && content.dataPoints.length > 0) {
    const keys = content.dataPoints.map((entry) => resolveKey(entry, content.board, meta));
    const count = Math.max(0, ...keys.map((key) => meta.dataPoint(key)?.length ?? 0));
    // Empty or missing labels fall back to the data point's label and the 1-based index.
    const rowLabels = content.parameters.rows.map((row) => (row.label ? meta.screenText(row.label) : ''));
    return {
      columns: keys.map((key, index) => columnLabels[index] || meta.label(key)),
      rows: Array.from({ length: count }, (_, index) => ({
        label: rowLabels[index] || String(index + 1),
        keys: keys.map((key) => (index < (meta.dataPoint(key)?.length ?? 0) ? `${key}[${index}]` : null)),
      })),
      indexed: true,
    };
  }
  const width = Math.max(columnLabels.length, ...content.parameters.rows.map((row) => row.keys.length));
  return {
    columns: Array.from({ length: width }, (_, index) => columnLabels[index] ?? ''),
    rows: content.parameters.rows.map((row) => ({
      label: meta.screenText(row.label),
      keys: Array.from({ length: width }, (_, index) => row.keys[index] ?? null),
    })),
    indexed: false,
  };
}

/** The table content: a compact, horizontally scrollable table of formatted values. */
export function TableContent(props: ContentProps<'table'>) {
  const { content, meta } = props;
  const text = useInputText();
  const phone = useScreenSize() === 'small';
  const model = tableModel(content, meta);
  const options = useFormatOptions();
  const format = (key: string) => formatValue(meta, key, props.value(key), options);
  return (
    <ScrollRegion className="table-responsive">
      <Table size="sm" className={`mb-0 align-middle${phone ? ' small' : ''}`}>
        <thead>
          <tr>
            <th scope="col" className="fw-normal text-body-secondary">
              {model.indexed ? (
                text('mf.dashboard.input.table.index')
              ) : (
                <span className="visually-hidden">{text('mf.dashboard.input.table.row')}</span>
              )}
            </th>
            {model.columns.map((column, index) => (
              <th key={index} scope="col" className="text-end">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row" className="fw-normal text-body-secondary">
                {row.label}
              </th>
              {row.keys.map((key, index) => (
                <td
                  key={index}
                  className="text-end text-nowrap"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {key === null ? '' : format(key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
