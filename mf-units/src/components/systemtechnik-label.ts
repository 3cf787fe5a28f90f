import { hasMessage } from '@portal/web-kit';
import { useIntl } from 'react-intl';

/** The label of a system-technology type; types the catalogue does not know show their key. */
export function useSystemtechnikLabel(): (type: string) => string {
  const intl = useIntl();
  return (type) => {
    const id = `units.systemtechnik.${type}`;
    return hasMessage(intl, id) ? intl.formatMessage({ id }) : type;
  };
}
