import type { AlarmRule, AlarmRulesResponse } from '@portal/contracts';
import { confirmDialog, useEndpointMutation, useEndpointQuery } from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';

/** The user's rules and what a rule may name (units, locations, each kind's data points). */
export function useAlarmRules() {
  return useEndpointQuery('alarmRules');
}

/** The data point a rule names, as the user reads it (label and unit of measure). */
export function dataPointOf(
  choices: AlarmRulesResponse,
  rule: Pick<AlarmRule, 'productGroup' | 'dataPoint'>,
) {
  return choices.kinds
    .find((kind) => kind.productGroup === rule.productGroup)
    ?.dataPoints.find((point) => point.key === rule.dataPoint);
}

/** Deletes the rule once the user confirmed; the list, the incidents and the bell reload. */
export function useDeleteRule(rule: AlarmRule) {
  const intl = useIntl();
  const remove = useEndpointMutation('alarmRuleDelete', {
    invalidates: ['alarmRules', 'alarmIncidents', 'alarmCount'],
    successToast: () => ({
      variant: 'success',
      title: intl.formatMessage({ id: 'mf.fleet.rules.deleted' }),
      body: rule.name,
    }),
  });
  const confirmDelete = async () => {
    const sure = await confirmDialog({
      title: <FormattedMessage id="mf.fleet.rules.delete.title" />,
      description: <FormattedMessage id="mf.fleet.rules.delete.text" values={{ name: rule.name }} />,
      confirmText: <FormattedMessage id="mf.fleet.rules.delete" />,
      cancelText: <FormattedMessage id="mf.fleet.action.cancel" />,
      variant: 'danger',
    });
    if (sure) remove.mutate({ params: { id: String(rule.id) } });
  };
  return { remove, confirmDelete };
}
