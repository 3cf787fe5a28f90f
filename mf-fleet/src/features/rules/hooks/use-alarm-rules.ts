import type { AlarmRule, AlarmRulesResponse } from '@portal/contracts';
import { useEndpointQuery } from '@portal/web-kit';

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
