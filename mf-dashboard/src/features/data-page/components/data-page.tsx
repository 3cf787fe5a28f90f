import type { Layout, LayoutPage } from '@portal/unit-catalog';
import {
  currentUserAtom,
  type ConnectedUnit,
  type UnitMetadata,
  useUiText,
  useAtom,
  useAtomValue,
  Link,
  useNavigate,
  useParams,
} from '@portal/web-kit';
import { useState } from 'react';
import {
  PageChartRangeContext,
  chartRangesAtom,
  defaultChartRange,
} from '../../../widgets/date-picker/chart-range-atom.js';
import { DatePicker } from '../../../widgets/date-picker/date-picker.js';
import { commissioningMoment } from '../../../widgets/date-picker/chart-range.js';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageView } from '../../../layout/page-view.js';
import { UnitHeader } from '../../../layout/unit-header.js';
import { UnitPageFrame } from '../../../layout/unit-page-frame.js';
import { useCurrentValuesRefresh } from '../../../unit/use-unit.js';

/** /:sn/dp/:page (spec 2 "Data page"): back button, title, groups, debug buttons. */
export function DataPage() {
  const { sn = '', page = '' } = useParams<'sn' | 'page'>();
  useCurrentValuesRefresh(sn);
  return (
    <UnitPageFrame sn={sn}>
      {(unit, meta) => {
        const found = (unit.layout as Layout).pages[page];
        return found ? (
          <DataPageView key={page} sn={sn} pageKey={page} page={found} unit={unit} meta={meta} />
        ) : (
          <Alert variant="warning" className="m-3">
            <FormattedMessage id="mf.dashboard.dataPage.unknown" />{' '}
            <Link to={`/${sn}/dashboard`} className="alert-link">
              <FormattedMessage id="mf.dashboard.dataPage.toDashboard" />
            </Link>
          </Alert>
        );
      }}
    </UnitPageFrame>
  );
}

interface Props {
  sn: string;
  pageKey: string;
  page: LayoutPage;
  unit: ConnectedUnit;
  meta: UnitMetadata;
}

function DataPageView({ sn, pageKey, page, unit, meta }: Props) {
  const user = useAtomValue(currentUserAtom);
  const [collapsed, setCollapsed] = useState(false);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const [ranges, setRanges] = useAtom(chartRangesAtom);
  const range = ranges[pageKey] ?? defaultChartRange();
  const commissioning = commissioningMoment(unit.inbetriebnahmeDatum);
  return (
    <div>
      <UnitHeader
        sn={sn}
        unit={unit}
        meta={meta}
        titleId="mf.dashboard.dataPage.title"
        titleValues={{ page: meta.screenText(page.label) }}
      >
        <BackButton sn={sn} />
        {user?.debug && (
          <>
            <Button size="sm" variant="outline-secondary" onClick={() => setCollapsed(!collapsed)}>
              <i className={`bi ${collapsed ? 'bi-arrows-expand' : 'bi-arrows-collapse'} me-1`} aria-hidden />
              <FormattedMessage
                id={collapsed ? 'mf.dashboard.dataPage.expand' : 'mf.dashboard.dataPage.collapse'}
              />
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setLayoutOpen(true)}>
              <i className="bi bi-filetype-json me-1" aria-hidden />
              <FormattedMessage id="mf.dashboard.dataPage.layoutFile" />
            </Button>
          </>
        )}
      </UnitHeader>
      {page.chartMode && (
        <DatePicker
          className="mb-3"
          value={range}
          onChange={(range) => setRanges((current) => ({ ...current, [pageKey]: range }))}
          commissioning={commissioning}
        />
      )}
      <PageChartRangeContext value={page.chartMode ? range : null}>
        <PageView
          key={String(collapsed)}
          pageKey={pageKey}
          page={page}
          sn={sn}
          unit={unit}
          meta={meta}
          dashboard={false}
          collapsed={collapsed}
        />
      </PageChartRangeContext>
      <LayoutFileDialog page={page} show={layoutOpen} onHide={() => setLayoutOpen(false)} />
    </div>
  );
}

/** Back to where the user came from; opened directly, to the unit's dashboard. */
function BackButton({ sn }: { sn: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(`/${sn}/dashboard`);
  };
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={back}
      className="order-first"
      aria-label={intl.formatMessage({ id: 'mf.dashboard.dataPage.back' })}
    >
      <i className="bi bi-arrow-left" aria-hidden />
      <span className="ms-1 d-none d-sm-inline">
        <FormattedMessage id="mf.dashboard.dataPage.back" />
      </span>
    </Button>
  );
}

/** Debug: the page's layout as the catalog has it. */
function LayoutFileDialog({ page, show, onHide }: { page: LayoutPage; show: boolean; onHide: () => void }) {
  const ui = useUiText();
  return (
    <Modal show={show} onHide={onHide} size="xl">
      <Modal.Header closeButton closeLabel={ui('close')}>
        <Modal.Title>
          <FormattedMessage id="mf.dashboard.dataPage.layoutFile" />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <pre className="small bg-body-tertiary p-2 rounded mb-0">{JSON.stringify(page, null, 2)}</pre>
      </Modal.Body>
    </Modal>
  );
}
