import type { DryRunResponse, DryRunUnit } from '@portal/contracts';
import { hasMessage, useErrorText, useScreenSize } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { FleetTable } from '../../../components/fleet-table.js';
import { Changes, KindName, SerialLink } from './unit-parts.js';

const totals = ['selected', 'write', 'queue', 'skip'] as const;

/**
 * The dry run (issue 44): how many units are selected, written, queued and skipped, the skipped
 * ones by reason, and per unit its current → new values or why it is left out. Nothing is sent.
 */
export function DryRunResult({ result, stale }: { result: DryRunResponse; stale: boolean }) {
  const intl = useIntl();
  const small = useScreenSize() === 'small';
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.dry.title' })}>
      <Card.Header as="h2" className="h6 mb-0 py-2">
        <i className="bi bi-eye me-2" aria-hidden />
        <FormattedMessage id="mf.fleet.campaigns.dry.title" />
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-3">
        {stale ? (
          <Alert variant="warning" className="mb-0" role="status">
            <FormattedMessage id="mf.fleet.campaigns.form.changed" />
          </Alert>
        ) : (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="mf.fleet.campaigns.dry.hint" />
          </p>
        )}
        <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0 text-center">
          {totals.map((total) => (
            <div key={total} className="col">
              <div className="border rounded py-2 h-100">
                <dt className="small fw-normal text-body-secondary">
                  <FormattedMessage id={`mf.fleet.campaigns.dry.${total}`} />
                </dt>
                <dd className="fs-4 fw-semibold mb-0">{intl.formatNumber(result.totals[total])}</dd>
              </div>
            </div>
          ))}
        </dl>
        <SkippedByReason skipped={result.skipped} />
        {result.truncated ? (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="mf.fleet.campaigns.dry.truncated" values={{ count: result.units.length }} />
          </p>
        ) : null}
        {result.units.length === 0 ? (
          <p className="mb-0">
            <FormattedMessage id="mf.fleet.campaigns.dry.none" />
          </p>
        ) : small ? (
          <DryRunCards units={result.units} />
        ) : (
          <DryRunTable units={result.units} />
        )}
      </Card.Body>
    </Card>
  );
}

function SkippedByReason({ skipped }: { skipped: Record<string, number> }) {
  const entries = Object.entries(skipped).filter(([, count]) => count > 0);
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="small fw-semibold mb-1" id="campaign-skipped">
        <FormattedMessage id="mf.fleet.campaigns.dry.skippedBy" />
      </h3>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-labelledby="campaign-skipped">
        {entries.map(([reason, count]) => (
          <li key={reason} className="badge rounded-pill border bg-body-tertiary text-body fw-normal">
            <ReasonText reason={reason} />: <strong>{count}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A reason key in words: campaign.skip.* from our texts, exception.* and the like from the contracts'. */
export function ReasonText({ reason }: { reason: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return <>{hasMessage(intl, reason) ? intl.formatMessage({ id: reason }) : errorText(reason)}</>;
}

function Outcome({ unit }: { unit: DryRunUnit }) {
  return (
    <>
      <span
        className={
          unit.outcome === 'skip'
            ? 'text-body-secondary'
            : unit.outcome === 'queue'
              ? 'text-warning-emphasis'
              : 'text-success-emphasis'
        }
      >
        <FormattedMessage id={`mf.fleet.campaigns.outcome.${unit.outcome}`} />
      </span>
      {unit.reason ? (
        <span className="d-block small text-body-secondary">
          <ReasonText reason={unit.reason} />
        </span>
      ) : null}
    </>
  );
}

function Online({ online }: { online: boolean }) {
  return (
    <span className="text-nowrap">
      <i
        className={`bi ${online ? 'bi-broadcast text-success' : 'bi-cloud-slash text-body-secondary'} me-1`}
        aria-hidden
      />
      <FormattedMessage id={online ? 'mf.fleet.campaigns.online' : 'mf.fleet.campaigns.offline'} />
    </span>
  );
}

function DryRunTable({ units }: { units: readonly DryRunUnit[] }) {
  return (
    <FleetTable
      columns={[
        'mf.fleet.campaigns.column.serial',
        'mf.fleet.campaigns.column.kind',
        'mf.fleet.campaigns.column.firmware',
        'mf.fleet.campaigns.column.online',
        'mf.fleet.campaigns.column.change',
        'mf.fleet.campaigns.column.outcome',
      ]}
    >
      {units.map((unit) => (
        <tr key={unit.sn}>
          <td>
            <SerialLink sn={unit.sn} />
          </td>
          <td>
            <KindName productGroup={unit.productGroup} />
          </td>
          <td className="text-nowrap">{unit.firmware || '–'}</td>
          <td>
            <Online online={unit.online} />
          </td>
          <td>
            <Changes changes={unit.changes} />
          </td>
          <td>
            <Outcome unit={unit} />
          </td>
        </tr>
      ))}
    </FleetTable>
  );
}

/** Phones: a row per unit with the same facts stacked. */
function DryRunCards({ units }: { units: readonly DryRunUnit[] }) {
  const intl = useIntl();
  return (
    <ListGroup as="ul" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.dry.units' })}>
      {units.map((unit) => (
        <ListGroup.Item as="li" key={unit.sn} className="d-flex flex-column gap-1 small">
          <div className="d-flex flex-wrap align-items-center column-gap-2">
            <SerialLink sn={unit.sn} />
            <span className="text-body-secondary">
              <KindName productGroup={unit.productGroup} /> · {unit.firmware || '–'}
            </span>
            <span className="ms-auto">
              <Online online={unit.online} />
            </span>
          </div>
          <Changes changes={unit.changes} />
          <div>
            <Outcome unit={unit} />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
