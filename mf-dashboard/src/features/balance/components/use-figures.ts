import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** How the page writes its figures: whole kWh (one decimal below 10), euros, percent, kg. */
export function useFigures() {
  const intl = useIntl();
  const none = '–';
  // One object per language, so charts that use it keep their options between renders.
  return useMemo(
    () => ({
      kWh: (value: number | null) =>
        value === null
          ? none
          : `${intl.formatNumber(value, { maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0 })} kWh`,
      number: (value: number | null, digits = 0) =>
        value === null
          ? none
          : intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits }),
      euro: (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
      percent: (value: number | null, digits = 1) =>
        value === null
          ? none
          : intl.formatNumber(value, {
              style: 'percent',
              maximumFractionDigits: digits,
              minimumFractionDigits: digits,
            }),
      kg: (value: number) =>
        Math.abs(value) >= 1000
          ? `${intl.formatNumber(value / 1000, { maximumFractionDigits: 2 })} t`
          : `${intl.formatNumber(value, { maximumFractionDigits: 0 })} kg`,
    }),
    [intl],
  );
}
