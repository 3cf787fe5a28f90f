import type { DataPointDefinition, UnitKind } from './schema.js';

/** A data point a limit rule may watch: its key ('board.name') and definition. */
export interface RuleDataPoint {
  key: string;
  point: DataPointDefinition;
}

const numericTypes = new Set<DataPointDefinition['type']>(['int', 'uint', 'float']);

/**
 * The data points of a kind a user's limit rule may watch (issue 42): plain numbers that units send
 * with every sample — signals and counters, not enumerations, fault codes or arrays. Parameters
 * (settings) are left out: units send them only when they change, so a rule on one would never
 * learn in time that its condition lasted.
 */
export function ruleDataPoints(kind: UnitKind): RuleDataPoint[] {
  return kind.boards.flatMap((board) =>
    board.dataPoints
      .filter(
        (point) =>
          numericTypes.has(point.type) &&
          point.obdClass !== 'Parameter' &&
          !point.array &&
          point.enumName === null &&
          point.valueFormatter === undefined,
      )
      .map((point) => ({ key: `${board.name}.${point.name}`, point })),
  );
}

/** The rule data point of a kind with this key, if it is one. */
export function findRuleDataPoint(kind: UnitKind, key: string): RuleDataPoint | undefined {
  return ruleDataPoints(kind).find((p) => p.key === key);
}
