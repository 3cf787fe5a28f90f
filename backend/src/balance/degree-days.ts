// Heating degree days after VDI 3807 (Gradtagzahl G20/15): over the heating days, those whose mean
// outdoor temperature is below the heating limit of 15 °C, the sum of (20 °C room − daily mean).

export const heatingLimitC = 15;
export const roomC = 20;

export interface DegreeDays {
  /** K·d; null without a single day's temperature. */
  degreeDays: number | null;
  heatingDays: number | null;
  meanOutdoorC: number | null;
  daysWithTemperature: number;
}

/** G20/15 of the given daily mean outdoor temperatures (°C, one per day that has one). */
export function degreeDays(dailyMeans: readonly number[]): DegreeDays {
  if (dailyMeans.length === 0)
    return { degreeDays: null, heatingDays: null, meanOutdoorC: null, daysWithTemperature: 0 };
  const heating = dailyMeans.filter((mean) => mean < heatingLimitC);
  return {
    degreeDays: heating.reduce((sum, mean) => sum + (roomC - mean), 0),
    heatingDays: heating.length,
    meanOutdoorC: dailyMeans.reduce((sum, mean) => sum + mean, 0) / dailyMeans.length,
    daysWithTemperature: dailyMeans.length,
  };
}

/**
 * Heat per degree day now and a year before, and the change of that ratio in percent: the
 * year-on-year comparison with the weather taken out. null where either side lacks figures.
 */
export function normalisedChange(
  heatKWh: number | null,
  days: number | null,
  previousHeatKWh: number | null,
  previousDays: number | null,
): {
  heatPerDegreeDay: number | null;
  previousHeatPerDegreeDay: number | null;
  changePercent: number | null;
} {
  const perDay = (heat: number | null, d: number | null) =>
    heat !== null && d !== null && d > 0 ? heat / d : null;
  const now = perDay(heatKWh, days);
  const before = perDay(previousHeatKWh, previousDays);
  return {
    heatPerDegreeDay: now,
    previousHeatPerDegreeDay: before,
    changePercent: now !== null && before !== null && before > 0 ? (now / before - 1) * 100 : null,
  };
}
