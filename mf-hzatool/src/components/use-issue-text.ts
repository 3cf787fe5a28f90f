import { hasMessage, useErrorText } from '@portal/web-kit';
import { useIntl } from 'react-intl';

/**
 * The text of a key the back end answers with: the calculation's `energyTax.*` keys are in this
 * remote's catalogue, `validation.*` and the tool's error keys in the contracts' error catalogue.
 */
export function useIssueText(): (key: string) => string {
  const intl = useIntl();
  const errorText = useErrorText();
  return (key) => {
    const id = `mf.hzatool.issue.${key}`;
    return hasMessage(intl, id) ? intl.formatMessage({ id }) : errorText(key);
  };
}
