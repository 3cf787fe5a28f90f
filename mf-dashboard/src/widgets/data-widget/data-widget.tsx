import type { ContentItem, ScreenItem } from '@portal/unit-catalog';
import { currentUserAtom, useUnitValues, type UnitMetadata, useAtomValue } from '@portal/web-kit';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Spinner from 'react-bootstrap/Spinner';
import Tooltip from 'react-bootstrap/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProps } from '../content-props.js';
import { ChartWidget } from '../chart/lazy-chart-widget.js';
import { ContentView, isEditable } from '../content-registry.js';
import { RingsChart, useRingViews } from '../rings/rings-content.js';
import type { RingSpec } from '../rings/rings-model.js';
import { textContentKey } from '../text/text-content.js';
import { summaryRings } from './summary-rings.js';
import { QueueExpiry } from './queue-expiry.js';
import { RefusedValues } from './refused-values.js';
import { WidgetDebugMenu } from './widget-debug-menu.js';
import { type WidgetEdit, useWidgetEdit } from './use-widget-edit.js';
import './data-widget.css';

export interface DataWidgetProps {
  item: ScreenItem;
  pageKey: string;
  sn: string;
  meta: UnitMetadata;
  minHeight: number | undefined;
  /** Grid size (columns, height units) for the debug resize controls. */
  size: { width: number; height: number };
  /** The page's 'collapse all' (debug) state; the widget can still be opened on its own. */
  collapsedByPage: boolean;
}

/** A data widget (spec 2): collapsible card; edit/cancel/save when any content is editable. */
export function DataWidget({ item, pageKey, sn, meta, minHeight, size, collapsedByPage }: DataWidgetProps) {
  // Only the values this widget shows re-render it (per-key atoms), not every live value of the unit.
  const live = useUnitValues();
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState<boolean | null>(null);
  const [ignoreCache, setIgnoreCache] = useState(false);
  const widgetId = `${pageKey}_${item.id}`;
  const title = meta.screenText(item.label) + (item.labelSuffix ?? '');
  const widgetEdit = useWidgetEdit(widgetId, sn, live, title);
  const { edit } = widgetEdit;
  const debug = user?.debug ?? false;
  const editable =
    item.type === 'values' &&
    !user?.roles.includes('demo') &&
    item.contents.some((content) => isEditable(content, meta));
  const expanded = open ?? !collapsedByPage;
  const bodyId = `widget-body-${item.id.replace(/\W/g, '-')}`;

  return (
    <Card
      className={`mfd-data-widget h-100${edit.active ? ' mfd-data-widget-editing' : ''}`}
      as="section"
      aria-label={title}
    >
      <Card.Header className="d-flex align-items-center gap-2 py-2">
        <button
          type="button"
          className="btn btn-link p-0 text-reset text-decoration-none d-flex align-items-center gap-2 flex-grow-1 text-start mfd-min-w-0"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setOpen(!expanded)}
        >
          <i className={`bi ${expanded ? 'bi-chevron-down' : 'bi-chevron-right'} small`} aria-hidden />
          <h3 className="h6 mb-0" title={title}>
            {title}
          </h3>
        </button>
        {item.help && <HelpIcon text={meta.screenText(item.help)} />}
        {editable && !edit.active && <EditButton title={title} onClick={widgetEdit.start} />}
        {debug && (
          <WidgetDebugMenu
            item={item}
            pageKey={pageKey}
            sn={sn}
            size={size}
            meta={meta}
            value={live}
            ignoreCache={ignoreCache}
            onIgnoreCache={setIgnoreCache}
          />
        )}
      </Card.Header>
      <Collapse in={expanded}>
        <div id={bodyId}>
          <Card.Body style={{ minHeight }} className="d-flex flex-column mfd-data-widget-body">
            {item.type === 'chart' ? (
              <ChartWidget
                name={item.name}
                title={title}
                sn={sn}
                zoneIndex={item.zoneIndex}
                meta={meta}
                minHeight={minHeight}
                ignoreCache={ignoreCache}
              />
            ) : (
              <WidgetContents item={item} sn={sn} value={live} meta={meta} edit={edit} debug={debug} />
            )}
          </Card.Body>
          {edit.active && widgetEdit.refused.size > 0 ? (
            <RefusedValues refused={widgetEdit.refused} meta={meta} />
          ) : null}
          {edit.active && <EditFooter {...widgetEdit} />}
        </div>
      </Collapse>
    </Card>
  );
}

function HelpIcon({ text }: { text: string }) {
  return (
    <OverlayTrigger overlay={<Tooltip>{text}</Tooltip>}>
      <i className="bi bi-info-circle text-body-secondary" role="img" tabIndex={0} aria-label={text} />
    </OverlayTrigger>
  );
}

function EditButton({ title, onClick }: { title: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={onClick}
      aria-label={intl.formatMessage({ id: 'mf.dashboard.widget.edit' }) + ': ' + title}
    >
      <i className="bi bi-pencil" aria-hidden />
      <span className="mfd-data-widget-edit-label ms-1">
        <FormattedMessage id="mf.dashboard.widget.edit" />
      </span>
    </Button>
  );
}

/** Cancel and save; for an offline unit first how long the queued write may wait (issue 44). */
function EditFooter({ cancel, save, canSave, saving, queue }: WidgetEdit) {
  return (
    <>
      {queue.offline ? <QueueExpiry hours={queue.hours} onChange={queue.setHours} disabled={saving} /> : null}
      <Card.Footer className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={cancel} disabled={saving}>
          <FormattedMessage id="mf.dashboard.widget.cancel" />
        </Button>
        <Button variant="primary" onClick={save} disabled={!canSave}>
          {saving && <Spinner size="sm" className="me-1" aria-hidden />}
          <FormattedMessage id={queue.offline ? 'mf.dashboard.queue.save' : 'mf.dashboard.widget.save'} />
        </Button>
      </Card.Footer>
    </>
  );
}

/**
 * A values widget's visible contents, under its summary ring chart outside edit mode; a text
 * content shown by a ring gets that ring's colour.
 */
function WidgetContents({
  item,
  ...shared
}: { item: ScreenItem } & Pick<ContentProps, 'sn' | 'value' | 'meta' | 'edit' | 'debug'>) {
  const { meta, edit } = shared;
  const rings = item.type === 'values' && !edit.active ? summaryRings(item.contents, meta) : null;
  const ringOf = (content: ContentItem) => {
    const key = content.type === 'text' ? textContentKey(content) : null;
    const index = key === null ? -1 : (rings?.findIndex((ring) => ring.key === key) ?? -1);
    return index < 0 ? undefined : index;
  };
  return (
    <>
      {rings ? <SummaryRings rings={rings} value={shared.value} meta={meta} /> : null}
      {item.contents
        .filter((content) => content.visible !== false)
        .map((content, index) => (
          <ContentView key={index} content={content} {...shared} ring={ringOf(content)} />
        ))}
    </>
  );
}

/** The widget's ring chart (spec 2); its legend are the widget's value rows, marked by colour. */
function SummaryRings({
  rings,
  value,
  meta,
}: {
  rings: readonly RingSpec[];
  value: (key: string) => unknown;
  meta: UnitMetadata;
}) {
  const views = useRingViews(rings, value, meta);
  return (
    <div className="mfd-rings">
      <RingsChart views={views} />
    </div>
  );
}
