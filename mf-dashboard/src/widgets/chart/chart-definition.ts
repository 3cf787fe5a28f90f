import { type ChartDefinition, chartDefinitionSchema } from '@portal/unit-catalog';
import { currentUnitAtom, portalStore } from '@portal/web-kit';
import { useAtomValue } from 'jotai';

/** The current unit's chart definition of this name and its commissioning moment (ms, local). */
export function useChartDefinition(name: string): {
  definition: ChartDefinition | null;
  commissioning: number | null;
} {
  const current = useAtomValue(currentUnitAtom, { store: portalStore });
  const raw = current?.unit.charts.find((chart) => chart.name === name);
  const parsed = raw ? chartDefinitionSchema.safeParse(raw) : null;
  const date = current?.unit.inbetriebnahmeDatum;
  return {
    definition: parsed?.success ? parsed.data : null,
    commissioning: date ? new Date(`${date}T00:00`).getTime() : null,
  };
}
