import { contentKeys } from '@portal/unit-catalog/content-keys';
import type { ScreenItem } from '@portal/unit-catalog';
import { type UnitMetadata, useUiText, useAtomValue } from '@portal/web-kit';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { clampWidth } from '../grid.js';
import { removeItem, resizeItem } from '../local-layout.js';
import { loggingUnitsAtom, setLogging } from '../../unit/unit-log.js';

interface Props {
  item: ScreenItem;
  pageKey: string;
  sn: string;
  size: { width: number; height: number };
  meta: UnitMetadata;
  /** The widget's live value reader. */
  value: (key: string) => unknown;
  ignoreCache: boolean;
  onIgnoreCache: (value: boolean) => void;
}

/** Widget controls for debug users (spec 2): remove, resize, raw info, logging, cache ignore. */
export function WidgetDebugMenu({ item, pageKey, sn, size, meta, value, ignoreCache, onIgnoreCache }: Props) {
  const intl = useIntl();
  const logging = useAtomValue(loggingUnitsAtom).has(sn);
  const [rawOpen, setRawOpen] = useState(false);
  const resize = (width: number, height: number) =>
    resizeItem(pageKey, item.id, { width: clampWidth(width), height: Math.max(1, height) });
  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle
          size="sm"
          variant="outline-secondary"
          aria-label={intl.formatMessage({ id: 'mf.dashboard.widget.debug' })}
        >
          <i className="bi bi-bug" aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item onClick={() => removeItem(item.id)}>
            <i className="bi bi-x-lg me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.remove" />
          </Dropdown.Item>
          <Dropdown.Item onClick={() => resize(size.width - 1, size.height)}>
            <i className="bi bi-arrows-angle-contract me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.narrower" />
          </Dropdown.Item>
          <Dropdown.Item onClick={() => resize(size.width + 1, size.height)}>
            <i className="bi bi-arrows-angle-expand me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.wider" />
          </Dropdown.Item>
          <Dropdown.Item onClick={() => resize(size.width, (size.height < 1 ? 4 : size.height) + 1)}>
            <i className="bi bi-arrows-expand me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.taller" />
          </Dropdown.Item>
          <Dropdown.Item onClick={() => resize(size.width, (size.height < 1 ? 4 : size.height) - 1)}>
            <i className="bi bi-arrows-collapse me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.lower" />
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item onClick={() => setRawOpen(true)}>
            <i className="bi bi-code-slash me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.raw" />
          </Dropdown.Item>
          {/* The unit's live-message log, shown on /:sn/debug. */}
          <Dropdown.Item onClick={() => setLogging(sn, !logging)} active={logging}>
            <i className="bi bi-journal-text me-2" aria-hidden />
            <FormattedMessage id="mf.dashboard.widget.logging" />
          </Dropdown.Item>
          {item.type === 'chart' && (
            <Dropdown.Item onClick={() => onIgnoreCache(!ignoreCache)} active={ignoreCache}>
              <i className="bi bi-lightning me-2" aria-hidden />
              <FormattedMessage id="mf.dashboard.widget.ignoreCache" />
            </Dropdown.Item>
          )}
        </Dropdown.Menu>
      </Dropdown>
      <RawValuesModal show={rawOpen} onHide={() => setRawOpen(false)} item={item} meta={meta} value={value} />
    </>
  );
}

/** The widget's keys with their raw values, and the screen item itself. */
function RawValuesModal(
  props: { show: boolean; onHide: () => void } & Pick<Props, 'item' | 'meta' | 'value'>,
) {
  const { show, onHide, item, meta, value } = props;
  const ui = useUiText();
  const keys = [...new Set(item.contents.flatMap((content) => contentKeys(content)))];
  return (
    <Modal show={show} onHide={onHide} size="lg">
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title>
          <FormattedMessage id="mf.dashboard.widget.raw" />: {meta.screenText(item.label)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <table className="table table-sm small">
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="font-monospace fw-normal">
                  {key}
                </th>
                <td>{meta.label(key)}</td>
                <td className="font-monospace">{JSON.stringify(value(key) ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <pre className="small bg-body-tertiary p-2 rounded mb-0">{JSON.stringify(item, null, 2)}</pre>
      </Modal.Body>
    </Modal>
  );
}
