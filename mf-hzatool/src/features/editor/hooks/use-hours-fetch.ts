import type { HzaOperatingHoursResponse } from '@portal/contracts';
import { call, showFailure } from '@portal/web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleHours } from './use-consumption.js';

export type Coverage = Pick<HzaOperatingHoursResponse, 'covered' | 'monthsWithoutData'>;

/**
 * Takes a module's operating-hour counters of the year from the unit's history, on request; `coverage`
 * is what the last answer said about the year (null before the first).
 */
export function useHoursFetch(
  module: ModuleHours,
  year: number,
  onChange: (patch: Partial<ModuleHours>) => void,
) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [coverage, setCoverage] = useState<Coverage | null>(null);

  const fetchHours = async () => {
    setBusy(true);
    try {
      const answer = await call('hzatoolOperatingHours', {
        query: { hkaId: module.serial, year: String(year) },
      });
      setCoverage({ covered: answer.covered, monthsWithoutData: answer.monthsWithoutData });
      if (answer.source === 'none') return;
      // Only what the unit read is taken; monthly hours only with both counters of the year.
      onChange({
        counterStart: answer.counterStart ?? module.counterStart,
        counterEnd: answer.counterEnd ?? module.counterEnd,
        monthlyHours: answer.covered ? (answer.monthlyHours ?? undefined) : undefined,
      });
    } catch (error) {
      showFailure(intl.formatMessage({ id: 'mf.hzatool.consumption.fetch.failed' }), error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, coverage, fetchHours };
}
