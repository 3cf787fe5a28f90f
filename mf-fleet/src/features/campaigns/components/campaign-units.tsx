import {
  type CampaignUnit,
  type CampaignUnitStatus,
  campaignLimits,
  campaignUnitStatuses,
} from '@portal/contracts';
import { ListPagination, useScreenSize } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FleetTable } from '../../../components/fleet-table.js';
import type { useCampaign } from '../hooks/use-campaigns.js';
import { ReasonText } from './dry-run-result.js';
import { Changes, KindName, ReadBack, SerialLink } from './unit-parts.js';

/** The campaign's units, 100 a page, filtered by status, each with its result and read-back. */
export function CampaignUnits({
  units,
  status,
  onStatus,
  page,
  onPage,
}: {
  units: ReturnType<typeof useCampaign>['units'];
  status: CampaignUnitStatus | undefined;
  onStatus: (status: CampaignUnitStatus | undefined) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const small = useScreenSize() === 'small';
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'mf.fleet.campaigns.detail.results' })}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-2">
        <h2 className="h6 mb-0 me-auto">
          <FormattedMessage id="mf.fleet.campaigns.detail.results" />
        </h2>
        <Form.Label htmlFor="campaign-status" className="small mb-0">
          <FormattedMessage id="mf.fleet.campaigns.detail.statusFilter" />
        </Form.Label>
        <Form.Select
          id="campaign-status"
          size="sm"
          className="w-auto"
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || undefined) as CampaignUnitStatus | undefined)}
        >
          <option value="">{intl.formatMessage({ id: 'mf.fleet.campaigns.detail.all' })}</option>
          {campaignUnitStatuses.map((entry) => (
            <option key={entry} value={entry}>
              {intl.formatMessage({ id: `mf.fleet.campaigns.status.${entry}` })}
            </option>
          ))}
        </Form.Select>
      </Card.Header>
      <Card.Body className="d-flex flex-column gap-2" aria-busy={units.isFetching}>
        {units.isSuccess ? (
          <>
            <p className="small text-body-secondary mb-0">
              <FormattedMessage
                id="mf.fleet.campaigns.detail.unitCount"
                values={{ total: units.data.total }}
              />
            </p>
            {units.data.units.length === 0 ? (
              <p className="mb-0">
                <FormattedMessage id="mf.fleet.campaigns.detail.noUnits" />
              </p>
            ) : (
              <UnitTable units={units.data.units} small={small} />
            )}
            {units.data.total > campaignLimits.pageSize ? (
              <ListPagination
                total={units.data.total}
                page={page - 1}
                perPage={campaignLimits.pageSize}
                onPage={(index) => onPage(index + 1)}
                compact={small}
              />
            ) : null}
          </>
        ) : null}
      </Card.Body>
    </Card>
  );
}

function Status({ unit }: { unit: CampaignUnit }) {
  const tone =
    unit.status === 'confirmed'
      ? 'text-success-emphasis'
      : unit.status === 'failed' || unit.status === 'expired'
        ? 'text-danger-emphasis'
        : '';
  return (
    <>
      <span className={`fw-semibold ${tone}`}>
        <FormattedMessage id={`mf.fleet.campaigns.status.${unit.status}`} />
      </span>
      {unit.reason ? (
        <span className="d-block small text-body-secondary">
          <ReasonText reason={unit.reason} />
        </span>
      ) : null}
    </>
  );
}

function UnitTable({ units, small }: { units: readonly CampaignUnit[]; small: boolean }) {
  const intl = useIntl();
  return (
    <FleetTable
      columns={
        small
          ? ['mf.fleet.campaigns.column.serial', 'mf.fleet.campaigns.column.outcome']
          : [
              'mf.fleet.campaigns.column.serial',
              'mf.fleet.campaigns.column.stage',
              'mf.fleet.campaigns.column.outcome',
              'mf.fleet.campaigns.column.change',
              'mf.fleet.campaigns.column.readBack',
              'mf.fleet.campaigns.column.updated',
            ]
      }
    >
      {units.map((unit) => (
        <tr key={unit.sn}>
          <td>
            <SerialLink sn={unit.sn} />
            <span className="d-block small text-body-secondary">
              <KindName productGroup={unit.productGroup} />
            </span>
          </td>
          {small ? null : <td>{unit.stage === null ? '–' : unit.stage + 1}</td>}
          <td>
            <Status unit={unit} />
            {small ? <Changes changes={unit.changes} /> : null}
            {small && Object.keys(unit.readBack).length > 0 ? <ReadBack values={unit.readBack} /> : null}
          </td>
          {small ? null : (
            <>
              <td>
                <Changes changes={unit.changes} />
              </td>
              <td>
                <ReadBack values={unit.readBack} />
              </td>
              <td className="small text-body-secondary text-nowrap">
                {intl.formatDate(unit.updatedAt, { format: 'long' })}
              </td>
            </>
          )}
        </tr>
      ))}
    </FleetTable>
  );
}
