import type { AlarmRule, AlarmRulesResponse } from '@portal/contracts';
import { EmptyState, PageTitle, Skeleton, currentUserAtom, useAtomValue } from '@portal/web-kit';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackToAlarms } from '../../../components/back-to-alarms.js';
import { dataPointOf, useAlarmRules, useDeleteRule } from '../hooks/use-alarm-rules.js';
import { openRuleDialog } from './rule-dialog.js';

/**
 * /alarms/rules (issue 42): the user's own limit rules — a data point above or below a limit for N
 * minutes is an incident told only to them. Add, edit, delete (not the demo).
 */
export function RulesPage() {
  const user = useAtomValue(currentUserAtom);
  const rules = useAlarmRules();
  const intl = useIntl();
  if (!user) return null;
  const demo = user.roles.includes('demo');
  const full = rules.data !== undefined && rules.data.rules.length >= rules.data.max;
  return (
    <div className="d-flex flex-column gap-3">
      <BackToAlarms />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <PageTitle icon="bi-funnel">
          <FormattedMessage id="mf.fleet.rules.title" />
        </PageTitle>
        {rules.data && !demo ? (
          <Button onClick={() => void openRuleDialog(rules.data)} disabled={full}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.rules.add" />
          </Button>
        ) : null}
      </div>
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="mf.fleet.rules.intro" />
      </p>
      {demo ? (
        <Alert variant="info" className="mb-0">
          <FormattedMessage id="mf.fleet.rules.demo" />
        </Alert>
      ) : null}
      {full ? (
        <Alert variant="warning" className="mb-0">
          <FormattedMessage id="mf.fleet.rules.tooMany" values={{ max: rules.data.max }} />
        </Alert>
      ) : null}
      {rules.isPending ? (
        <Skeleton label={intl.formatMessage({ id: 'mf.fleet.loading' })} lines={4} />
      ) : rules.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <FormattedMessage id="mf.fleet.rules.failed" values={{ message: rules.error.message }} />
          <Button size="sm" variant="outline-danger" onClick={() => void rules.refetch()}>
            <FormattedMessage id="mf.fleet.retry" />
          </Button>
        </Alert>
      ) : (
        <RuleList choices={rules.data} editable={!demo} />
      )}
    </div>
  );
}

function RuleList({ choices, editable }: { choices: AlarmRulesResponse; editable: boolean }) {
  const intl = useIntl();
  if (choices.rules.length === 0)
    return (
      <EmptyState icon="bi-sliders" title={<FormattedMessage id="mf.fleet.rules.empty" />}>
        <FormattedMessage id="mf.fleet.rules.emptyHint" />
      </EmptyState>
    );
  return (
    <section
      className="d-flex flex-column gap-2"
      aria-label={intl.formatMessage({ id: 'mf.fleet.rules.list' })}
    >
      <p className="small text-body-secondary mb-0" role="status">
        <FormattedMessage
          id="mf.fleet.rules.count"
          values={{ count: choices.rules.length, max: choices.max }}
        />
      </p>
      <ul className="list-group">
        {choices.rules.map((rule) => (
          <RuleItem key={rule.id} rule={rule} choices={choices} editable={editable} />
        ))}
      </ul>
    </section>
  );
}

function RuleItem({
  rule,
  choices,
  editable,
}: {
  rule: AlarmRule;
  choices: AlarmRulesResponse;
  editable: boolean;
}) {
  const intl = useIntl();
  const point = dataPointOf(choices, rule);
  const limit = `${intl.formatNumber(rule.limit)}${point?.unit ? ` ${point.unit}` : ''}`;
  const { remove, confirmDelete } = useDeleteRule(rule);
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid={`rule-${rule.id}`}>
      <div className="flex-grow-1">
        <div className="fw-semibold">{rule.name}</div>
        <div className="small">
          <FormattedMessage
            id="mf.fleet.rules.condition"
            values={{
              dataPoint: point?.label ?? rule.dataPoint,
              operator: intl.formatMessage({ id: `mf.fleet.rules.operator.${rule.operator}` }),
              limit,
              minutes: rule.minutes,
            }}
          />
        </div>
        <div className="small text-body-secondary">
          {rule.scope === 'all' ? (
            <FormattedMessage id="mf.fleet.rules.scopeAll" />
          ) : (
            (rule.scopeName ?? rule.ref)
          )}
          {' · '}
          <FormattedMessage id={`mf.fleet.alarms.severity.${rule.severity}`} />
        </div>
      </div>
      {editable ? (
        <div className="d-flex gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={intl.formatMessage({ id: 'mf.fleet.rules.editOf' }, { name: rule.name })}
            onClick={() => void openRuleDialog(choices, rule)}
          >
            <i className="bi bi-pencil me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.rules.edit" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={intl.formatMessage({ id: 'mf.fleet.rules.deleteOf' }, { name: rule.name })}
            disabled={remove.isPending}
            onClick={() => void confirmDelete()}
          >
            <i className="bi bi-trash me-1" aria-hidden />
            <FormattedMessage id="mf.fleet.rules.delete" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
