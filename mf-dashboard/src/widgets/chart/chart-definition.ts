import { type ChartDefinition, chartDefinitionSchema } from '@portal/unit-catalog';
import { currentUnitAtom, useAtomValue } from '@portal/web-kit';
import { useMemo } from 'react';
import { commissioningMoment } from '../date-picker/chart-range.js';

/** The current unit's chart definition of this name and its commissioning moment (ms, local). */
export function useChartDefinition(name: string): {
  definition: ChartDefinition | null;
  commissioning: number | null;
} {
  const current = useAtomValue(currentUnitAtom);
  const raw = current?.unit.charts.find((chart) => chart.name === name);
  // Parsed once per definition, not on every live update of the current unit.
  const definition = useMemo(() => {
    const parsed = raw ? chartDefinitionSchema.safeParse(raw) : null;
    return parsed?.success ? parsed.data : null;
  }, [raw]);
  return { definition, commissioning: commissioningMoment(current?.unit.inbetriebnahmeDatum) };
}
