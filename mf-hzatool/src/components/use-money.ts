import { useIntl } from 'react-intl';

/** Formats integer cents as euros in the page's language (Intl; "1.234,56 €" / "€1,234.56"). */
export function useMoney(): (cents: number) => string {
  const intl = useIntl();
  return (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}
